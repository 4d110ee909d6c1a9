// French messages of the push calls, and the texts of what is sent, next to the service.
export const pushMessages = {
  endpointRefused:
    "Adresse d'abonnement refusée : seules celles des services de notification des navigateurs (Google, Mozilla, Apple, Microsoft) sont acceptées",
  endpointInvalid: "Adresse d'abonnement invalide",
  keysInvalid: "Clés d'abonnement invalides",
  subscriptionNotFound: 'Cet appareil ne reçoit pas de notifications',
} as const;

/** What a device shows: `title`, `body`, and the app page a tap opens. */
export const pushTexts = {
  article: (writer: string, title: string) => ({ title: 'Nouvel article', body: `${writer} a publié « ${title} »` }),
  comment: (writer: string, title: string, text: string) => ({ title: `${writer} a commenté « ${title} »`, body: text }),
  // A message may be photos alone (issue 25): its text is then empty.
  chat: (sender: string, message: string) => ({ title: `${sender} dans le chat`, body: message === '' ? '📷 Photo' : message }),
  waiting: (pseudo: string) => ({ title: 'Nouveau compte en attente', body: `${pseudo} attend que vous validiez son compte` }),
  step: (town: string, country: string, day: number) => ({ title: `Nouvelle étape : ${town}`, body: `${country === '' ? town : `${town}, ${country}`} · jour ${day} du voyage` }),
  granted: { title: 'Votre compte est validé', body: 'Vous pouvez maintenant vous connecter au terrier de Lapin' },
} as const;
