import { makeAutoObservable, runInAction } from 'mobx';
import type { UserApi } from '../api/userApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import type { UserInfo } from '../../shared/userApi.ts';
import { persist, type PersistOptions } from './persistence.ts';

export interface RegisterValues {
  firstName: string;
  email: string;
  password: string;
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Spec §3 Auth state: loading, userInfo, userToken (a flag: the token is valid), errorRegister,
 * errorLogin, success (a registration went through and waits for validation). */
export class AuthStore {
  loading = false;
  userInfo: UserInfo | null = null;
  userToken = false;
  errorRegister: string | undefined = undefined;
  errorLogin: string | undefined = undefined;
  success = false;
  readonly restored: Promise<unknown>;

  private readonly api: UserApi;

  constructor(api: UserApi, options: PersistOptions) {
    this.api = api;
    makeAutoObservable<AuthStore, 'api'>(this, { api: false, restored: false });
    this.restored = persist(this, 'auth', ['userInfo', 'userToken'], options);
  }

  get token(): string | undefined {
    return this.userInfo?.userToken;
  }

  get isAdmin(): boolean {
    return this.userInfo?.role === 'admin';
  }

  async register(values: RegisterValues): Promise<boolean> {
    this.loading = true;
    this.errorRegister = undefined;
    this.success = false;
    try {
      await this.api.register({
        firstName: encodeURIComponent(values.firstName.trim()),
        email: encodeURIComponent(values.email.trim().toLowerCase()),
        password: values.password,
      });
      runInAction(() => {
        this.success = true;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.errorRegister = errorMessage(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async login(values: LoginValues): Promise<boolean> {
    this.loading = true;
    this.errorLogin = undefined;
    try {
      const userInfo = await this.api.login({
        email: encodeURIComponent(values.email.trim()),
        password: values.password,
      });
      runInAction(() => {
        this.userInfo = userInfo;
        this.userToken = true;
        this.success = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.errorLogin = errorMessage(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
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
      runInAction(() => this.signOut(errorMessage(error)));
      return false;
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
      runInAction(() => this.signOut(errorMessage(error)));
      return false;
    }
  }

  signOut(reason?: string): void {
    this.userInfo = null;
    this.userToken = false;
    this.errorLogin = reason;
  }
}
