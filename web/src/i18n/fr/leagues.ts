/** Français, sur les pages des ligues : la liste, la page d’une ligue et une invitation. */
import { pluralOf } from '../intl';
import type { LeaguesTexts } from '../types';

const one = (n: number) => pluralOf(n) === 'one';
const members = (n: number) => `${n} ${one(n) ? 'membre' : 'membres'}`;

const leagues: LeaguesTexts = {
  members,
  signIn: 'Connexion',
  list: {
    title: 'Ligues',
    signedOut:
      'Jouez le code du jour contre vos amis : une ligue privée, rejointe par un lien, compare tout le monde sur le même code, ' +
      'où que chacun vive, avec les points de la semaine et les chiffres de toujours.',
    signInToPlay: 'Connectez-vous pour jouer en ligue',
    lead: 'Des groupes privés rejoints par un lien : tout le monde joue le code de la même date, où qu’il vive.',
    loading: 'Chargement de vos ligues…',
    failed: 'Vos ligues n’ont pas pu être chargées. Veuillez réessayer.',
    none: 'Vous n’êtes encore dans aucune ligue : créez-en une, puis partagez son lien d’invitation.',
    yours: 'Vos ligues',
    line: (members, place) => `${members}${place ? ` · ${place} aujourd’hui` : ''}`,
    newLeague: 'Nouvelle ligue',
    placeholder: 'Bureau, Famille, Club de lecture…',
    create: 'Créer',
    createFailed: 'Impossible de créer la ligue',
  },
  name: {
    label: 'Votre nom dans les ligues',
    help: 'Seuls les autres membres le voient, jamais votre adresse e-mail.',
    save: 'Enregistrer',
    saved: (name) => `Votre nom dans les ligues est ${name}`,
    failed: 'Impossible d’enregistrer votre nom',
  },
  league: {
    title: 'Ligue',
    loadFailed: 'La ligue n’a pas pu être chargée.',
    signedOut: 'Connectez-vous pour voir cette ligue : seuls ses membres le peuvent.',
    loading: 'Chargement de la ligue…',
    lead: (members) => `${members} · tout le monde joue le code de la même date, où qu’il vive.`,
    shareInvite: 'Partager le lien d’invitation',
    you: 'Vous',
  },
  day: {
    earlier: 'Jour précédent',
    later: 'Jour suivant',
    title: (day, length) => `${day ?? 'Aujourd’hui'} · ${length} lettres`,
    playIn: (language) => `Jouer le code du jour en ${language}`,
    gridsLater: 'Les grilles apparaissent une fois votre propre partie de ce code terminée.',
    results: (date) => `Résultats du ${date}`,
    place: (ordinal) => `${ordinal} au classement`,
    noPlace: 'pas encore de place',
    you: ' (vous)',
    owner: ' · créateur',
    among: (played, soFar) =>
      played === 0
        ? 'Aucun membre n’a encore joué ce code.'
        : `Classement parmi ${one(played) ? 'le seul membre qui a' : `les ${played} membres qui ont`} joué ce code` +
          `${soFar ? ' pour l’instant' : ''}.`,
    firstGuessNote: '« Premier essai » marque une victoire en 1 : de la chance, ou un code déjà vu (dans une autre partie du jour).',
    solved: (n, firstGuess) => (firstGuess ? 'Résolu en 1 · premier essai' : `Résolu en ${n}`),
    notSolved: 'Non résolu',
    playing: (n, max) => `En cours : ${n}/${max} essais`,
    notPlayedYet: 'Pas encore joué',
    dayOver: 'Journée finie, pas joué',
    hardMode: ' (mode difficile)',
    gridRow: (n, tiles) => `Essai ${n} : ${tiles}`,
  },
  tables: {
    week: (from, to) => `Semaine du ${from} au ${to}`,
    scoring:
      'Une victoire en N essais rapporte 7 − N points (une lettre révélée compte comme un essai ; une victoire rapporte au moins 1) ; ' +
      'à égalité, le moins d’essais l’emporte.',
    place: 'Rang',
    member: 'Membre',
    points: 'Pts',
    guesses: 'Essais',
    allTime: 'Depuis toujours',
    played: 'Jouées',
    winPercent: '% victoires',
    average: 'Moy.',
    streak: 'Série',
  },
  manage: {
    title: 'Gérer',
    name: 'Nom de la ligue',
    rename: 'Renommer',
    renamed: 'Ligue renommée',
    newInvite: 'Nouveau lien d’invitation',
    newInviteMade: 'Nouveau lien d’invitation créé : l’ancien ne fonctionne plus',
    removeMember: 'Retirer un membre',
    remove: 'Retirer',
    removed: (name) => `${name} a été retiré de la ligue`,
    failed: 'La ligue n’a pas pu être modifiée. Veuillez réessayer.',
  },
  leave: {
    button: 'Quitter la ligue',
    title: (league) => `Quitter ${league} ?`,
    last: 'Vous êtes son dernier membre : la ligue est supprimée.',
    owner: 'Le membre arrivé le plus tôt en devient le créateur.',
    member: 'Vous pourrez revenir par son lien d’invitation.',
    stay: 'Rester',
    leave: 'Quitter',
    left: (league) => `Vous avez quitté ${league}`,
    failed: 'Impossible de quitter la ligue',
  },
  join: {
    title: 'Rejoindre une ligue',
    brokenLink:
      'Ce lien d’invitation est incomplet ou mal recopié : redemandez le lien à la personne qui l’a envoyé, et ouvrez-le en entier.',
    loadFailed: 'L’invitation n’a pas pu être chargée : vérifiez votre connexion et réessayez.',
    loading: 'Chargement de l’invitation…',
    gameInALine: (product, min, max, guesses) =>
      `${product} est un jeu de mots quotidien où l’on casse un code : un mot secret par jour, de ${min} à ${max} lettres ` +
      `selon le jour de la semaine, ${guesses} essais, le même code pour tous.`,
    invitation: (owner, league, members, language) =>
      `${owner ? `${owner} vous invite` : 'Vous êtes invité'} dans la ligue ${league} (${members}) : tout le monde joue le code ` +
      `${language ? `${language} ` : ''}du même jour, et compare.`,
    alreadyMember: 'Vous êtes déjà membre : ',
    open: (league) => `ouvrir ${league}`,
    full: 'Cette ligue est complète.',
    join: (league) => `Rejoindre ${league}`,
    joined: (league) => `Vous avez rejoint ${league}`,
    failed: 'Impossible de rejoindre la ligue',
    signedOut: 'Les ligues sont réservées aux joueurs connectés : connectez-vous, et vous reviendrez ici pour la rejoindre.',
    signInToJoin: 'Se connecter pour rejoindre',
  },
};

export default leagues;
