/** Français, dès le premier affichage : l'en-tête, la grille, les touches et les avis de la page du jeu. */
import type { ShellTexts } from '../types';

const OFFLINE = 'Vous êtes hors ligne : CIPHERWORD a besoin d’une connexion pour charger et noter les codes.';

const shell: ShellTexts = {
  states: {
    correct: 'bien placée',
    present: 'mal placée',
    absent: 'absente',
    filled: 'pas encore vérifiée',
    empty: 'vide',
  },
  header: {
    challenge: (weekday, archiveDate) => (archiveDate ? `${weekday} ${archiveDate}` : `Défi du ${weekday}`),
    code: (length, past) => `${past ? 'Code passé' : 'Code du jour'} : ${length} lettres`,
    nav: 'Jeu',
    blog: 'Blog',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    howToPlay: 'Comment jouer',
    statistics: 'Statistiques',
    settings: 'Réglages',
    pastCodes: 'Codes passés',
    leagues: 'Ligues',
    signIn: 'Connexion',
    signOut: 'Déconnexion',
    more: 'Plus',
    accountAndMore: 'Compte et plus',
  },
  credits: (balance) => (balance === null ? 'Chargement...' : `${balance} ${balance <= 1 ? 'crédit' : 'crédits'}`),
  helpers: {
    region: 'Aides',
    buttons: { revealRandomLetter: 'RÉVÉLER UNE LETTRE AU HASARD', revealSpecificLetter: 'RÉVÉLER LA LETTRE' },
    withCredits: 'UTILISEZ LES AIDES AVEC DES CRÉDITS',
    signInToUse: 'CONNECTEZ-VOUS POUR LES AIDES',
    noAds: 'CONNECTÉ, PAS DE PUBLICITÉ',
    signIn: 'Connectez-vous pour utiliser les aides.',
    decrypted: 'Le code est déchiffré.',
    notPlaying: 'Les aides fonctionnent pendant la partie.',
    rowFull: 'La ligne est pleine : touchez une case ou effacez une lettre pour choisir une position.',
    known: (position) => `Vous connaissez déjà la lettre ${position}.`,
    allKnown: 'Vous connaissez déjà toutes les lettres.',
    belowZero: 'Votre solde est négatif après un remboursement.',
    notEnough: 'Pas assez de crédits.',
    revealing: 'Révélation…',
  },
  closeNotice: 'Fermer l’avis',
  close: 'Fermer',
  footer: { nav: 'Mentions légales', privacy: 'Politique de confidentialité', terms: 'Conditions d’utilisation', blog: 'Blog' },
  cookies: {
    region: 'Choix des cookies',
    whatIsKept: 'Votre partie est gardée dans ce navigateur ; cookies d’analyse et de publicité seulement si vous acceptez.',
    accept: 'Accepter',
    dismiss: 'Refuser',
  },
  board: {
    title: 'MATRICE DE DÉCHIFFREMENT',
    hardMode: 'MODE DIFFICILE',
    level: 'NIV.SÉC. :',
    initialising: 'INITIALISATION DE LA MATRICE...',
    unreachable: 'SERVEUR DE DÉCHIFFREMENT INJOIGNABLE',
    unreachableDetail:
      'Le serveur ne répond pas : vérifiez votre connexion, le jeu en a besoin pour charger et noter les codes. ' +
      'Nouvel essai automatique ; Réessayer essaie tout de suite.',
    offline: `${OFFLINE} Nouvel essai automatique dès votre retour en ligne ; Réessayer essaie tout de suite.`,
    retry: 'Réessayer',
    row: (row, of, state) =>
      `Essai ${row} sur ${of}, ${{ played: 'joué', checking: 'en vérification', typing: 'en saisie', waiting: 'pas encore joué' }[state]}`,
    tile: (column, letter, state, revealed) =>
      letter ? `Lettre ${column} : ${letter}, ${state}` : `Lettre ${column} : vide${revealed ? `, révélée : ${revealed}` : ''}`,
    chooseForReveal: (tile) => `${tile} : la choisir pour Révéler une lettre`,
  },
  keyboard: {
    name: 'Clavier',
    enterKey: 'ENTRÉE',
    enter: 'Entrée : valider l’essai',
    backspace: 'Retour arrière : effacer la lettre',
    key: (letter, state) => (state ? `${letter}, ${state}` : letter),
    signInToSee: 'Connectez-vous pour la voir',
    signInToPlayOn: 'Connectez-vous pour continuer',
    signedOutGame: 'Vous êtes déconnecté : voici la partie du jour de votre compte, gardée sur votre compte.',
    playedOnAccount: 'Le code du jour a été joué sur votre compte.',
  },
  game: {
    notEnoughLetters: 'Pas assez de lettres',
    offlineRowKept: `${OFFLINE} Votre ligne est gardée.`,
  },
};
export default shell;
