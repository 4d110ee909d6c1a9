import { useId } from 'react';
import { FormControl, FormControlLabel, FormLabel, LinearProgress, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import type { ChatPushChoice, PushSettings } from '../../shared/pushTypes.ts';
import { AccountSection } from './AccountSection.tsx';
import { SavingSwitch } from './SavingSwitch.tsx';

/** This device: no push in this browser, Safari on iOS outside the home screen, blocked, off, on. */
export type NotificationDeviceState = 'unsupported' | 'ios' | 'denied' | 'off' | 'on';

export type NotificationSettingsProps = {
  device: NotificationDeviceState;
  /** The account's settings; undefined while they load. */
  settings?: PushSettings;
  /** Only admins hear of waiting accounts. */
  isAdmin: boolean;
  saving: boolean;
  /** Why the last change failed, in French. */
  error?: string;
  onDeviceChange: (on: boolean) => void;
  onSettingsChange: (change: Partial<PushSettings>) => void;
};

export const notificationTexts = {
  title: 'Notifications',
  intro: 'Lapin peut vous prévenir sur cet appareil quand un article, un commentaire ou un message arrive, même quand l’application est fermée.',
  device: 'Recevoir les notifications sur cet appareil',
  unsupported: 'Ce navigateur ne sait pas recevoir de notifications. Essayez avec Chrome, Firefox, Edge ou Safari à jour.',
  ios: 'Sur iPhone et iPad, les notifications arrivent seulement quand Lapin est sur l’écran d’accueil : dans Safari, touchez « Partager », puis « Sur l’écran d’accueil ». Ouvrez ensuite Lapin depuis sa nouvelle icône et revenez ici.',
  denied: 'Les notifications sont bloquées pour Lapin dans les réglages du navigateur : autorisez-les pour ce site, puis revenez ici.',
  what: 'Ce qui vous est envoyé, sur tous vos appareils',
  articles: 'Les nouveaux articles',
  comments: 'Les commentaires sur mes articles et ceux que j’ai commentés',
  accounts: 'Les comptes qui attendent une validation',
  steps: 'Étapes : chaque nouvelle ville du voyage',
  chat: 'Les messages du chat',
  chatChoices: {
    all: 'Tous les messages',
    mentions: 'Seulement quand on me mentionne (@Pseudo)',
    none: 'Aucun',
  } satisfies Record<ChatPushChoice, string>,
  saving: 'Enregistrement…',
} as const;

const explanations: Partial<Record<NotificationDeviceState, string>> = {
  unsupported: notificationTexts.unsupported,
  ios: notificationTexts.ios,
  denied: notificationTexts.denied,
};

/** The "Notifications" card of Mon compte (issue 24): this device's switch and the five settings. */
export function NotificationSettings({ device, settings, isAdmin, saving, error, onDeviceChange, onSettingsChange }: NotificationSettingsProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const chatId = `${id}-chat`;
  const explanation = explanations[device];
  const canSwitch = device === 'on' || device === 'off';

  return (
    <AccountSection titleId={titleId} title={notificationTexts.title} intro={notificationTexts.intro} error={error}>
      <Stack spacing={2}>
        {explanation && <Typography sx={{ overflowWrap: 'anywhere' }}>{explanation}</Typography>}
        {canSwitch && (
          <SavingSwitch label={notificationTexts.device} checked={device === 'on'} saving={saving} onChange={onDeviceChange} />
        )}
        {saving && <LinearProgress aria-label={notificationTexts.saving} />}
        {settings && (
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {notificationTexts.what}
            </FormLabel>
            <SavingSwitch label={notificationTexts.articles} checked={settings.articles} saving={saving} onChange={(articles) => onSettingsChange({ articles })} />
            <SavingSwitch label={notificationTexts.comments} checked={settings.comments} saving={saving} onChange={(comments) => onSettingsChange({ comments })} />
            <SavingSwitch label={notificationTexts.steps} checked={settings.steps} saving={saving} onChange={(steps) => onSettingsChange({ steps })} />
            {isAdmin && (
              <SavingSwitch label={notificationTexts.accounts} checked={settings.accounts} saving={saving} onChange={(accounts) => onSettingsChange({ accounts })} />
            )}
            <FormLabel id={chatId} sx={{ mt: 1.5 }}>
              {notificationTexts.chat}
            </FormLabel>
            {/* Not disabled while saving either, for the same reason as the switches (SavingSwitch.tsx). */}
            <RadioGroup
              aria-labelledby={chatId}
              value={settings.chat}
              onChange={(event) => {
                if (!saving) onSettingsChange({ chat: event.target.value as ChatPushChoice });
              }}
            >
              {(Object.keys(notificationTexts.chatChoices) as ChatPushChoice[]).map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio slotProps={{ input: { 'aria-disabled': saving || undefined } }} sx={saving ? { opacity: 0.5 } : undefined} />}
                  label={notificationTexts.chatChoices[choice]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </Stack>
    </AccountSection>
  );
}
