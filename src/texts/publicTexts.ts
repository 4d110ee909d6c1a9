import { product } from '../../shared/product.ts';
import { PASSWORD_MIN_LENGTH } from '../../shared/pseudo.ts';

// French copy of the public area (menu, login, registration, about, not found).
export const publicTexts = {
  logo: `Logo de ${product.name} : un lapin`,
  menu: {
    label: 'Menu public',
    login: 'Authentification',
    register: 'Enregistrement',
    about: 'A propos',
  },
  footer: '2025',
  login: {
    title: product.title,
    email: 'Email',
    password: 'Mot de passe',
    submit: 'Se connecter',
    noAccount: 'Pas de compte ?',
    formLabel: 'Connexion',
    pending: "Compte créé. En attente de validation par l'admin",
    forgotPassword: 'Mot de passe oublié ?',
    passwordReset: 'Mot de passe changé. Connectez-vous avec le nouveau.',
  },
  forgotPassword: {
    title: 'Mot de passe oublié ?',
    explanation:
      "Demandez un code à un administrateur de la famille : il vous le donne par téléphone ou par message. Le code est valable 24 heures et ne sert qu'une fois.",
    formLabel: 'Nouveau mot de passe avec un code',
    email: 'Email',
    code: 'Code',
    codeHint: 'Les 10 caractères donnés par l\'administrateur, espaces et tirets permis.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmation du nouveau mot de passe',
    submit: 'Changer le mot de passe',
    back: 'Retour à la connexion',
  },
  register: {
    title: 'Enregistrement',
    pseudo: 'Pseudo',
    pseudoHelp: 'Choisissez un pseudo que la famille reconnaîtra.',
    email: 'Email',
    password: 'Mot de passe',
    confirmPassword: 'Confirmation mot de passe',
    submit: "S'enregistrer",
    alreadyRegistered: 'Déjà enregistré ?',
    passwordsDiffer: 'Les mots de passe ne correspondent pas',
    pseudoInvalid: 'Seuls les lettres et espaces sont acceptés',
    pseudoEmpty: 'Le pseudo doit contenir au moins une lettre',
    passwordHint: `Au moins ${PASSWORD_MIN_LENGTH} caractères`,
    passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  },
  about: {
    title: `A propos de ${product.name}`,
    intro:
      "Un espace privé pour raconter le voyage de la famille et le partager avec les proches, sans que les données ne quittent la famille.",
    features: [
      "Un fil d'articles pour raconter le voyage, avec textes et photos.",
      'Des albums photo à regarder en diaporama.',
      'Une discussion de groupe en direct.',
    ],
    validation:
      "Chaque nouveau compte est validé par un administrateur. Choisissez un pseudo que la famille reconnaîtra.",
    appTitle: 'Une messagerie privée (bientôt)',
    app:
      "Une application de messagerie privée est en préparation : messages et images chiffrés de bout en bout, aucun journal sur le serveur, et les messages en attente sont effacés dès qu'ils sont remis.",
  },
  notFound: {
    title: "Il n'y a pas de tel endroit dans le terrier",
    back: "Retour à l'accueil",
  },
} as const;
