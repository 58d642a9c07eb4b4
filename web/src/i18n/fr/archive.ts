/** Français, sur les pages des archives : la liste des codes passés, un jour passé à ouvrir, et ce que voit un visiteur non connecté. */
import { longDay } from '../calendar';
import type { ArchiveTexts } from '../types';

const archive: ArchiveTexts = {
  title: 'Codes passés',
  loading: 'Chargement…',
  loadFailed: 'Les archives n’ont pas pu être chargées.',
  letters: (n) => `${n} lettres`,
  notPastYet: {
    today:
      'C’est le code du jour, pas un code passé : jouez-le sur la page du jeu. Il rejoint les codes passés une fois sa journée ' +
      'finie partout.',
    stillPlayed: 'Ce code se joue encore quelque part sur Terre : il rejoint les codes passés une fois sa journée finie partout.',
    notOut: 'Ce code n’est pas encore sorti : il sort le jour venu.',
  },
  status: {
    solved: (n, max, onItsDay) => `Résolu en ${n}/${max}${onItsDay ? ' le jour même' : ''}`,
    notSolved: (onItsDay) => `Non résolu${onItsDay ? ' le jour même' : ''}`,
    unfinishedOnItsDay: 'Inachevé le jour même',
    inProgress: (n, max) => `En cours (${n}/${max})`,
    openFor: (price) => `Ouvrir pour ${price}`,
  },
  teaser: {
    lead:
      'Un jour manqué, ou envie d’un autre code ? Tous les codes depuis le lancement sont ici : ouvrez-en un pour un crédit et ' +
      'jouez-le avec les mêmes règles, aides et mode difficile compris. Les codes passés ne touchent jamais votre série.',
    signInFor: (date) => `Connectez-vous pour ouvrir le code du ${longDay(date)}.`,
    signIn: 'Connectez-vous pour ouvrir les codes passés',
    lastSeven: 'Les sept derniers jours',
  },
  list: {
    lead: (price) =>
      `Chaque code passé s’ouvre pour ${price}, une fois : ensuite, il est à vous pour le finir ou le revoir. Les codes passés ne ` +
      'touchent jamais votre série ni vos statistiques quotidiennes.',
    balance: 'Solde',
    played: 'Jouées',
    winPercent: '% victoires',
    opensTomorrow: 'Les archives ouvrent demain : revenez alors pour le code du jour.',
    next: (day, moment) =>
      `Le code du ${day} rejoint les archives le ${moment}, heure locale, une fois sa journée finie partout sur Terre.`,
  },
  open: {
    lead: (date, length, price) =>
      `Le code du ${longDay(date)} : ${length} lettres. Ouvrez-le pour ${price} et jouez-le avec les mêmes règles ; ` +
      'il est à vous ensuite pour le finir ou le revoir.',
    balance: (credits) => `Votre solde : ${credits}`,
    refused: (reason) => `${reason} : `,
    notEnough: 'Pas assez de crédits',
    buyOnGamePage: 'achetez des crédits sur la page du jeu',
    all: 'Tous les codes passés',
    failed: 'Le code n’a pas pu être ouvert. Veuillez réessayer.',
  },
  unfinishedOnItsDay:
    'Vous avez commencé ce code le jour même sans le finir : le code d’un jour se joue une fois, il ne peut donc pas être rejoué.',
};

export default archive;
