import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountsApi } from '../api/accountsApi.ts';
import { errorMessage, isRefusal } from '../api/httpClient.ts';
import { pseudoFromWire } from '../api/wireNames.ts';
import type { UserInfo } from '../../shared/accountTypes.ts';
import type { PushSubscriptionInput } from '../../shared/pushTypes.ts';
import { persist, type PersistOptions } from './persistence.ts';
import { busyCall } from './busyCall.ts';

export interface RegisterValues {
  pseudo: string;
  email: string;
  password: string;
}

export interface LoginValues {
  email: string;
  password: string;
}

export interface ResetValues {
  email: string;
  code: string;
  password: string;
}

/** Spec §3 Auth state (persisted under its spec name, key lapin.auth): loading, userInfo, userToken (a flag: the token is valid), errorRegister,
 * errorLogin, success (a registration went through and waits for validation). */
export class AccountsStore {
  loading = false;
  userInfo: UserInfo | null = null;
  userToken = false;
  errorRegister: string | undefined = undefined;
  errorLogin: string | undefined = undefined;
  success = false;
  /** A sign-out started on this device: the shell leads to / instead of the guard's page. */
  leaving = false;
  /** Why the server ended this device's session (a ban, an expiry), for the guard's page: a page
   * opened later with the ended session says why instead of only asking to sign in. */
  endedBecause: string | undefined = undefined;
  /** The account screen's password change and the forgotten-password reset. */
  passwordBusy = false;
  passwordError: string | undefined = undefined;
  passwordChanged = false;
  /** A reset went through: the login screen says to sign in with the new password. */
  passwordReset = false;
  /** Why signing out everywhere failed (the other devices are still signed in). */
  accountError: string | undefined = undefined;
  readonly restored: Promise<unknown>;

  private readonly api: AccountsApi;

  constructor(api: AccountsApi, options: PersistOptions) {
    this.api = api;
    makeAutoObservable<AccountsStore, 'api'>(this, { api: false, restored: false });
    this.restored = persist(this, 'auth', ['userInfo', 'userToken'], options);
  }

  get token(): string | undefined {
    return this.userInfo?.userToken;
  }

  /** The relative's pseudo, kept in userInfo under the spec's name (persisted so on the device). */
  get pseudo(): string | undefined {
    return this.userInfo ? pseudoFromWire(this.userInfo) : undefined;
  }

  get isAdmin(): boolean {
    return this.userInfo?.role === 'admin';
  }

  /** `subscription`: this device's, so that it hears when the account is validated (issue 24). */
  async register(values: RegisterValues, subscription?: PushSubscriptionInput): Promise<boolean> {
    this.success = false;
    return busyCall(
      () =>
        this.api.register({
          pseudo: encodeURIComponent(values.pseudo.trim()),
          email: encodeURIComponent(values.email.trim().toLowerCase()),
          password: values.password,
          ...(subscription ? { subscription } : {}),
        }),
      {
        busy: (on) => this.setLoading(on),
        error: (message) => {
          this.errorRegister = message;
        },
        done: () => {
          this.success = true;
        },
      },
    );
  }

  async login(values: LoginValues): Promise<boolean> {
    return busyCall(() => this.api.login({ email: encodeURIComponent(values.email.trim()), password: values.password }), {
      busy: (on) => this.setLoading(on),
      error: (message) => {
        this.errorLogin = message;
      },
      done: (userInfo) => {
        this.userInfo = userInfo;
        this.userToken = true;
        this.success = false;
        this.leaving = false;
        this.endedBecause = undefined;
        this.passwordReset = false;
        this.passwordChanged = false;
        this.passwordError = undefined;
        this.accountError = undefined;
      },
    });
  }

  async verifyToken(): Promise<boolean> {
    const token = this.token;
    if (!token) return false;
    try {
      await this.api.verifyToken(token);
      runInAction(() => {
        this.userToken = true;
        this.errorLogin = undefined;
      });
      return true;
    } catch (error) {
      return this.afterSessionCheckFailed(error);
    }
  }

  /** The user refresh sent when a menu entry opens: it keeps the user's info current, and a
   * revoked token (ban, delete, expiry) ends the session on this device. */
  async refresh(): Promise<boolean> {
    const token = this.token;
    if (!token) return false;
    try {
      const current = await this.api.refresh(token);
      runInAction(() => {
        if (this.userInfo) this.userInfo = { ...this.userInfo, ...current };
      });
      return true;
    } catch (error) {
      return this.afterSessionCheckFailed(error);
    }
  }

  /** Only the server's refusal (a revoked token: ban, deletion, expiry) ends the session. Offline
   * or during a restart the relative stays signed in and reads what the device keeps (issue 24). */
  private afterSessionCheckFailed(error: unknown): boolean {
    if (!isRefusal(error)) return true;
    runInAction(() => this.signOut(errorMessage(error)));
    return false;
  }

  /**
   * Spec §2/§4, a menu entry: without a valid token flag the section does not open; otherwise it
   * opens at once and a user refresh follows, and a refused refresh (ban, delete, expiry) ends the
   * session. Answers false whenever the relative has to sign in again.
   */
  async openSection(open: () => void): Promise<boolean> {
    if (!this.userToken) return false;
    open();
    return this.refresh();
  }

  /** The server ends every other session and keeps this one. */
  async changePassword(oldPassword: string, newPassword: string): Promise<boolean> {
    const token = this.token;
    if (!token) return false;
    return this.passwordCall(() => this.api.changePassword({ token, oldPassword, newPassword }), () => {
      this.passwordChanged = true;
    });
  }

  /** Without a session: the code an admin gave proves who the relative is. */
  async resetPassword(values: ResetValues): Promise<boolean> {
    return this.passwordCall(
      () =>
        this.api.resetPassword({
          // Encoded like login's, which the server decodes the same way.
          email: encodeURIComponent(values.email.trim()),
          code: values.code.trim(),
          password: values.password,
        }),
      () => {
        this.passwordReset = true;
        this.errorLogin = undefined;
        this.success = false;
      },
    );
  }

  /** A new visit to a password form starts without the previous outcome. */
  clearPasswordState(): void {
    this.passwordError = undefined;
    this.passwordChanged = false;
  }

  setAccountError(message: string | undefined): void {
    this.accountError = message;
  }

  setLeaving(leaving: boolean): void {
    this.leaving = leaving;
  }

  /** Sign-out: back to a device that never saw this relative (leaving stays for the shell). */
  reset(): void {
    this.userInfo = null;
    this.userToken = false;
    this.loading = false;
    this.errorRegister = undefined;
    this.errorLogin = undefined;
    this.success = false;
    this.passwordBusy = false;
    this.passwordError = undefined;
    this.passwordChanged = false;
    this.passwordReset = false;
    this.accountError = undefined;
  }

  private async passwordCall(call: () => Promise<void>, onSuccess: () => void): Promise<boolean> {
    this.passwordChanged = false;
    return busyCall(call, {
      busy: (on) => {
        this.passwordBusy = on;
      },
      error: (message) => {
        this.passwordError = message;
      },
      done: onSuccess,
    });
  }

  private setLoading(on: boolean): void {
    this.loading = on;
  }

  signOut(reason?: string): void {
    this.userInfo = null;
    this.userToken = false;
    this.errorLogin = reason;
    this.endedBecause = reason;
  }
}
