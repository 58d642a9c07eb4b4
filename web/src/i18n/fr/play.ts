/** Français, une fois le jeu chargé : les instructions, le résultat, les statistiques et le texte à partager. */
import { pluralOf } from '../intl';
import { MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER } from '@contracts/constants';
import type { HardModeRule } from '@contracts/refusals';
import { longDay } from '../calendar';
import type { PlayTexts } from '../types';

const one = (n: number) => pluralOf(n) === 'one';
const lettersRevealed = (n: number) => `${n} ${one(n) ? 'lettre révélée' : 'lettres révélées'}`;
const guesses = (n: number) => `${n} ${one(n) ? 'essai' : 'essais'}`;
const codes = (n: number) => `${n} ${one(n) ? 'code' : 'codes'}`;
/** What codes are, as the report says it: "des mots de base, jamais…". */
const BASE_WORDS = 'des mots de base, jamais des pluriels ni des formes conjuguées';

/** A hard-mode rule broken: "la 3e lettre doit être R", "l’essai doit contenir 2 E". */
const hardModeRule = (rule: HardModeRule) =>
  'position' in rule
    ? `la ${rule.position === 1 ? '1re' : `${rule.position}e`} lettre doit être ${rule.letter}`
    : `l’essai doit contenir ${rule.count > 1 ? `${rule.count} ${rule.letter}` : rule.letter}`;

/** What only a league's owner may do, as the owner-only refusal says it. */
const OWNER_ACTIONS = { rename: 'la renommer', 'rotate-invite': 'créer un nouveau lien', 'remove-member': 'retirer des membres' };

const play: PlayTexts = {
  lettersRevealed,
  pageDescription: (product) => `${product} : déchiffrez le code du jour en six essais.`,
  instructions: {
    title: 'Comment déchiffrer',
    description: 'Percez le code du jour en six essais.',
    mission: 'Votre mission',
    goal: [
      'Trouvez le mot secret en ',
      '6 essais',
      '. Chaque essai doit être un vrai mot de la longueur du code ; appuyez sur ENTRÉE pour le valider.',
    ],
    midnight: ['Une nouvelle séquence chiffrée est déployée chaque jour à ', '00:00', ', heure locale.'],
    tiles: 'Lire les cases',
    examples: [
      { word: 'CODES', at: 0, state: 'correct', text: 'Le C est dans le code, à cette place.' },
      { word: 'TRACE', at: 2, state: 'present', text: 'Le A est dans le code, à une autre place.' },
      { word: 'VOILE', at: 3, state: 'absent', text: 'Le L n’est pas dans le code (ou pas une fois de plus).' },
    ],
    exampleLabel: (word, letter, state) => `${word} : ${letter}, ${state}`,
    colour: (state, highContrast) =>
      state === 'correct'
        ? `${highContrast ? 'Orange' : 'Vert'}, avec une barre`
        : state === 'present'
          ? `${highContrast ? 'Bleu' : 'Jaune'}, avec un point`
          : 'Gris',
    levels: 'Niveaux de sécurité',
    week: (days) => {
      const week = days.map(({ weekday, length }, i) => `${weekday} ${length}${i === 0 ? ' lettres' : ''}`);
      return `La longueur du code suit le jour de la semaine : ${week.slice(0, -1).join(', ')} et ${week.at(-1)}.`;
    },
    credits: 'Crédits et aides',
    helpers: (start, price) => [
      'Les joueurs connectés commencent avec ',
      start,
      '. L’aide ',
      'révéler une lettre',
      ' dévoile une lettre du code à sa place ; une lettre au hasard coûte ',
      price,
      '.',
    ],
    purchases: 'D’autres crédits peuvent être achetés. Les achats sont définitifs et non remboursables.',
  },
  result: {
    wonBadge: 'DÉCHIFFREMENT RÉUSSI',
    lostBadge: 'VERROUILLAGE DE SÉCURITÉ',
    wonTitle: 'Code déchiffré avec succès !',
    lostTitle: 'Échec du protocole de déchiffrement',
    wonIn: (n, hardMode, revealed) =>
      `Déchiffré en ${guesses(n)} !${hardMode ? ' (mode difficile)' : ''}${revealed ? ` (${lettersRevealed(revealed)})` : ''}`,
    theCodeWas: 'Le code était',
    streaks: 'Séries',
    currentStreak: 'Niveau de déchiffrement actuel',
    peakStreak: 'Niveau de déchiffrement record',
    signedOutView: 'Vous êtes déconnecté : voici la partie du jour de votre compte. Reconnectez-vous pour son rapport.',
    reportFailed: 'Le rapport de déchiffrement n’a pas pu être chargé.',
    analysing: 'Analyse de votre partie…',
    flagWord: 'Ce mot ne va pas',
    wordFlagged: (word: string) => `Merci : nous vérifierons ${word}.`,
    flagFailed: 'L’envoi a échoué. Réessayez.',
    share: 'Partager',
    moreWays: 'Autres façons de partager',
    shareGroup: 'Partager votre résultat',
    shareOnX: 'Partager sur X',
    bluesky: 'Bluesky',
    facebook: 'Facebook',
    copyLink: 'Copier le lien',
    copyReport: 'Copier le rapport',
    copied: (what) => (what === 'results' ? 'Résultat copié dans le presse-papiers' : 'Rapport copié dans le presse-papiers'),
    copyFailed: (what) => (what === 'results' ? 'Impossible de copier le résultat' : 'Impossible de copier le rapport'),
    report: 'Rapport de déchiffrement',
    more: 'Plus',
    statistics: 'Statistiques',
    pastCodes: 'Codes passés',
    backToPastCodes: 'Retour aux codes passés',
    todaysCode: 'Code du jour',
    buyCredits: 'Acheter des crédits',
    newCodeDeployed: 'Un nouveau code a été déployé à minuit.',
    playTodaysCode: 'Jouer le code du jour',
    nextCodeIn: 'Prochain code dans',
    nextDeploy: 'La nouvelle séquence chiffrée sera déployée à 00:00.',
    yourLeagues: 'Vos ligues aujourd’hui',
    inviteTo: (league) => `Inviter dans ${league}`,
  },
  share: {
    title: (product, weekday, length, date) => `${product} (${weekday}${date ? ` ${date}` : ''}) - ${length} lettres`,
    solved: (n, of) => `Résolu en ${n}/${of} essais`,
    notSolved: 'Non résolu',
    playAt: (address) => `Jouez sur : ${address}`,
    reportLine: (skill, luck, bot) => `Habileté ${skill} · Chance ${luck} · bot ${bot}`,
  },
  howFar: (status, n) => (status === 'won' ? `résolue en ${n}` : status === 'lost' ? 'non résolue' : `${guesses(n)} joués`),
  deviceGame: (joined, howFar) =>
    joined
      ? `La partie du jour de cet appareil (${howFar}) est maintenant sur votre compte.`
      : `Votre compte avait déjà joué le code du jour : sa partie est affichée. Celle de cet appareil ` +
        `(${howFar}) reste sur cet appareil : vous la reverrez une fois déconnecté.`,
  stats: {
    title: 'Statistiques',
    description: 'Votre bilan, et combien d’essais vos victoires ont demandé.',
    loading: 'Chargement…',
    played: 'Parties',
    winPercent: '% victoires',
    currentStreak: 'Série actuelle',
    longestStreak: 'Meilleure série',
    distribution: 'Répartition des essais',
    ofLength: (length) => `Codes de ${length} lettres`,
    allLengths: 'Toutes les longueurs',
    row: (n, wins) => `${guesses(n)} : ${wins} ${one(wins) ? 'victoire' : 'victoires'}`,
    today: ', aujourd’hui',
    todayHelped: (revealed) => `, aujourd’hui, ${lettersRevealed(revealed)}`,
    todaysHelp: (revealed) => ` Aujourd’hui : ${lettersRevealed(revealed)}.`,
    helpedWins: (helped, won) =>
      won === 1
        ? 'Votre seule victoire a utilisé des lettres révélées.'
        : helped === won
          ? `Vos ${won} victoires ont toutes utilisé des lettres révélées.`
          : `${helped} de vos ${won} victoires ont utilisé des lettres révélées.`,
    signInToKeep: 'Connectez-vous pour garder vos statistiques sur tous vos appareils : elles rejoignent votre compte.',
  },
  game: {
    notInWordList: 'Mot absent de la liste',
    submitFailed: 'Erreur lors de l’envoi de l’essai',
    submitFailedTryAgain: 'Erreur lors de l’envoi de l’essai. Veuillez réessayer.',
    saveFailed: 'La progression de la partie n’a pas pu être enregistrée',
    loadFailed: 'Erreur de chargement de la partie. Veuillez réessayer.',
    configurationFailed: 'Erreur de chargement de la configuration du jeu',
    stateFailed: 'Erreur de chargement de la partie',
    won: 'Magnifique !',
    lost: 'Plus de chance demain !',
    rowScored: (row, tiles) => `Essai ${row} : ${tiles.map((tile) => `${tile.letter} ${tile.state}`).join(', ')}.`,
    wonIn: (guesses) => `Code déchiffré en ${guesses} ${guesses <= 1 ? 'essai' : 'essais'} !`,
    lostTo: (answer) => `Verrouillage de sécurité : le code n’a pas été trouvé${answer ? `. C’était ${answer}` : ''}.`,
  },
  accountData: {
    legend: 'Votre compte',
    preparing: 'Préparation de vos données…',
    download: 'Télécharger mes données',
    whatIsIn: 'Un fichier JSON : vos parties, statistiques, crédits et leur historique, ligues et achats.',
    delete: 'Supprimer mon compte',
    confirmTitle: 'Supprimer votre compte ?',
    deletes: 'Ceci supprime, définitivement :',
    goes: (balance) => [
      'vos parties, historique, statistiques et séries, sur tous vos appareils ;',
      `${balance !== null && one(balance) ? `votre ${balance} crédit` : `vos ${balance === null ? '' : `${balance} `}crédits`} ` +
        `et leur historique (les crédits ne sont pas remboursés) ;`,
      'votre nom et votre place dans vos ligues (une ligue que vous avez créée passe à son plus ancien membre) ;',
      'votre connexion avec Google à ce jeu.',
    ],
    purchasesStay:
      'Les traces de vos achats restent, sans votre nom ni votre compte, aussi longtemps que la loi sur les factures ' +
      'l’exige (10 ans) ; un litige déjà ouvert auprès de votre banque s’y poursuit.',
    understood: 'Je comprends que c’est irréversible',
    deleting: 'Suppression…',
    deleteForGood: 'Supprimer définitivement mon compte',
    keep: 'Garder mon compte',
    failed: (what) =>
      `Impossible de ${what === 'download' ? 'télécharger vos données' : 'supprimer votre compte'} : ` +
      'vérifiez votre connexion et réessayez.',
  },
  account: {
    balance: (credits) => `Solde : ${credits}. Acheter des crédits`,
    avatar: (name) => (name ? `Avatar de ${name}` : 'Votre avatar'),
    noPicture: (name) => (name ? `${name} (sans photo)` : 'Connecté (sans photo)'),
    deleted: 'Votre compte et tout ce que le jeu en gardait ont été supprimés',
    signedOut: 'Vous êtes déconnecté',
    signInFailed: 'Échec de la connexion avec Google',
    signOutFailed: 'Échec de la déconnexion',
    refreshFailed: 'Échec de la mise à jour du compte',
  },
  newVersion: { text: 'Une nouvelle version est disponible — rechargez', reload: 'Recharger' },
  helper: { notEnough: 'Pas assez de crédits !', failed: 'L’aide a échoué' },
  meaning: {
    formOf: (lemma) => ` (une forme du mot ${lemma})`,
    none: ' : pas de définition dans le dictionnaire pour ce code.',
    lookUp: (dictionary) => `Voir sa définition dans le ${dictionary}`,
  },
  report: {
    title: 'Rapport de déchiffrement',
    description: (length, hardMode) => `${length} lettres${hardMode ? ', mode difficile' : ''}`,
    steps: 'Vos essais, pas à pas',
    guess: (n) => `Essai ${n}`,
    yoursLeaves: 'Le vôtre laisse',
    botsChoice: 'Choix du bot',
    skill: 'Habileté',
    luck: 'Chance',
    bot: 'Bot',
    botWould: (n) => `Le bot l’aurait résolu en ${n} : `,
    botPlays: '. Il ne joue que des mots des listes de réponses, des mots que tout le monde connaît.',
    help:
      'Codes possibles : les mots qui pourraient encore être le code. En moyenne : combien de codes un essai laisse, sur tous ' +
      'les codes encore possibles. Habileté : à quel point vos essais après le premier se sont approchés de ceux du bot. ' +
      'Chance : si les couleurs ont laissé moins de codes que chaque essai n’en laisse en moyenne (50 est la normale).',
    tiles: { correct: 'bien placée', present: 'mal placée', absent: 'absente' },
    and: 'et',
    codes,
    solved: 'Résolu',
    left: (n, words) => `${codes(n)} ${one(n) ? 'possible' : 'possibles'}${words ? ` : ${words}` : ''}`,
    colours: 'les couleurs obtenues',
    bought: (n) => (n === 1 ? 'la lettre achetée' : `les ${n} lettres achetées`),
    coloursAndBought: (bought) => `les couleurs obtenues et ${bought}`,
    boughtLetter: (letter, position) => `${letter} (lettre ${position})`,
    opening: (list, n, before) =>
      `Vous avez acheté ${list}. Le rapport ${n === 1 ? 'la compte' : 'les compte'} dès votre premier essai` +
      `${before === undefined ? '' : ` : ${before} ${before <= 1 ? 'code possible' : 'codes possibles'} alors`}.`,
    firstGuess: (word) => `${word} au premier essai : résolu.`,
    onlyCodePlayed: (word) => `${word} était le seul code possible, et vous l’avez joué.`,
    solvedIt: (word) => `${word} l’a résolu.`,
    onlyCodeLeft: (word) => `Il ne restait que ${word} : le jouer aurait résolu le code.`,
    narrowed: (before, after) => `de ${before} codes possibles à ${after}`,
    couldNotBe: (word, fitted, narrowed) => `${word} ne pouvait pas être le code (il ne colle pas avec ${fitted}) : ${narrowed}.`,
    notACode: (word, rule, narrowed) => `${word} ne fait pas partie des codes${rule ? `, qui sont ${BASE_WORDS}` : ''} : ${narrowed}.`,
    formOf: (word, base, narrowed) => `${word} est une forme du mot ${base}, et les codes sont ${BASE_WORDS} : ${narrowed}.`,
    asGood: (narrowed) => `Aussi bon que le choix du bot : ${narrowed}.`,
    botFurther: (narrowed, bot) =>
      `${narrowed.charAt(0).toUpperCase()}${narrowed.slice(1)} ; ${bot}, le choix du bot, les réduirait davantage en moyenne.`,
    wasted: (code, after, words, count) =>
      `Il ne restait que ${code} après l’essai ${after}, et pourtant ${words} ${count === 1 ? 'a été joué' : 'ont été joués'}.`,
    notSolved: (left, used, bot) =>
      `Non résolu : ${left} ${left <= 1 ? 'code était encore possible' : 'codes étaient encore possibles'} après l’essai ${used} ; ` +
      `le bot l’a résolu en ${bot}.`,
    helpedWin: (used, bought, bot) =>
      `Résolu en ${used} avec ${bought} ${bought === 1 ? 'lettre achetée' : 'lettres achetées'} ; le bot, sans aucune, en ${bot}.`,
    againstBot: (used, bot) => `Résolu en ${used}, le bot en ${bot} : ${used < bot ? 'mieux que' : 'aussi bien que'} le bot.`,
    behindBot: (used, bot, at, botWord, botAverage, average, word) =>
      `Résolu en ${used}, le bot en ${bot} : à l’essai ${at}, son ${botWord} aurait laissé ${botAverage} codes en moyenne, ` +
      `contre ${average} pour ${word}.`,
  },
  refusals: {
    signInEnded: 'Votre session a expiré. Veuillez vous reconnecter.',
    tooMany: 'Trop de requêtes en ce moment. Réessayez dans un instant.',
    serverTrouble: 'Le serveur n’a pas pu répondre pour l’instant. Veuillez réessayer.',
    reasons: {
      'not-enough-credits': () => 'Pas assez de crédits !',
      'below-zero': ({ balance }) => `Votre solde est négatif après un remboursement (${balance} crédits).`,
      'league-full': () => `Cette ligue est complète : une ligue compte au plus ${MAX_LEAGUE_MEMBERS} membres.`,
      'too-many-leagues': () =>
        `Vous êtes déjà dans ${MAX_LEAGUES_PER_PLAYER} ligues : un joueur en rejoint au plus ${MAX_LEAGUES_PER_PLAYER}. ` +
        'Quittez-en une d’abord.',
      'removed-from-league': () =>
        'Le propriétaire de la ligue vous a retiré : ce lien ne vous laisse plus entrer. Demandez-lui-en un nouveau.',
      'invite-gone': () => 'Ce lien d’invitation ne marche plus : demandez-en un nouveau à un membre.',
      'no-such-league': () => 'Cette ligue n’existe pas : elle a peut-être été supprimée au départ de son dernier membre.',
      'not-a-member': () => 'Vous n’êtes pas membre de cette ligue.',
      'owner-only': ({ action }) => `Seul le propriétaire de la ligue peut ${OWNER_ACTIONS[action]}.`,
      'sign-in-for-leagues': () => 'Connectez-vous pour voir vos ligues.',
      'hard-mode': (rule) => `Mode difficile : ${hardModeRule(rule)}`,
      'too-long': ({ wordLength }) => `Trop de lettres : le code du jour en a ${wordLength}`,
      'game-over': () => 'Cette partie est terminée : une nouvelle séquence chiffrée sera déployée à 00:00.',
      'played-on-account': () => 'Le code du jour a été joué sur votre compte : connectez-vous pour le voir. Nouveau code à 00:00.',
      'new-code': ({ wordLength }) => `Un nouveau code a été déployé : celui du jour a ${wordLength} lettres. Rechargez pour le jouer.`,
      'row-out-of-step': ({ row }) => `La ligne ${row} ne suit pas la partie enregistrée : rechargez pour reprendre où vous en étiez.`,
      'changed-meanwhile': () => 'Votre partie a changé au même moment : envoyez de nouveau.',
      'archive-game-over': () => 'Cette partie est terminée : choisissez un autre jour dans les archives.',
      'open-archive-day-first': ({ date }) => `Ouvrez d’abord le ${longDay(date)} dans les archives.`,
      'helpers-game-over': () => 'Cette partie est terminée : les aides ne servent que pendant la partie.',
      'finish-first': () => 'Terminez d’abord la partie',
      'checkout-preparing': () => 'Ce paiement est déjà en préparation : réessayez dans un instant.',
      'account-deleted': () =>
        'Ce compte a été supprimé. Déconnectez-vous pour continuer à jouer ; une nouvelle connexion crée un nouveau compte.',
      'session-ended': () => 'Votre session a expiré ou n’est pas valide : reconnectez-vous',
      'service-busy': () => 'Le service est occupé : réessayez.',
      'player-limit': ({ perMinute }) => `Trop de requêtes : un joueur peut en faire ${perMinute} par minute. Réessayez dans une minute.`,
    },
  },
  languages: { en: 'anglais', es: 'espagnol', fr: 'français' },
  pastCodeTitle: (date, product) => `Code passé ${date} · ${product}`,
  settings: {
    title: 'Réglages',
    theme: 'Thème',
    themes: { light: 'Clair', dark: 'Sombre', system: 'Comme le système' },
    highContrast: 'Couleurs à fort contraste',
    highContrastNote: 'Orange pour une lettre bien placée, bleu pour une lettre mal placée.',
    hardMode: 'Mode difficile',
    hardModeNote:
      'Chaque essai doit garder les lettres vertes à leur place et utiliser les jaunes (les lettres révélées comptent comme vertes).',
    hardModeToday: (hard) =>
      ` La partie du jour est en mode ${hard ? 'difficile' : 'normal'} depuis son premier essai ; ` +
      'un changement s’applique à la partie suivante.',
    keyboard: 'Clavier',
    alphabetical: 'Alphabétique',
    cookies: 'Cookies de publicité et de mesure d’audience',
    cookiesOn:
      'Activés : les joueurs non connectés voient des publicités, qui peuvent déposer des cookies. ' +
      'Désactivez pour retirer votre consentement.',
    cookiesOff: 'Désactivés : aucun script, cookie ni requête de publicité ou de mesure. Activez pour les autoriser.',
    whatIsStored: 'Ce qui est conservé',
  },
  signIn: {
    title: 'Connexion',
    description: 'Synchronisez votre progression entre appareils, gardez vos séries, utilisez les aides et jouez sans publicité.',
    google: 'Continuer avec Google',
    unavailable: 'La connexion n’est pas encore disponible sur ce serveur. Vous pouvez continuer à jouer sans compte.',
  },
  leagues: {
    ordinal: (n, category) => `${n}${category === 'one' ? 'er' : 'e'}`,
    place: (ordinal, of, soFar) =>
      of === 1 && soFar ? `${ordinal} pour l’instant` : `${ordinal} sur ${of}${soFar ? ' pour l’instant' : ''}`,
    standing: (place, league) => `${place} dans ${league} aujourd’hui`,
    everyone: (moment) => `Les membres des fuseaux horaires plus tardifs reçoivent ce code d’ici ${moment}, heure locale.`,
    invite: (product, league) => `Rejoignez ma ligue ${product} « ${league} » : un code par jour, qui le déchiffre le mieux ?`,
    inviteCopied: 'Lien d’invitation copié dans le presse-papiers',
    inviteCopyFailed: 'Impossible de copier le lien d’invitation',
  },
  notFound: { title: (product) => `Page introuvable · ${product}`, text: 'Oups ! Page introuvable', home: 'Retour à l’accueil' },
  reminders: {
    legend: 'Rappel quotidien',
    line: (time, quiet) => `à ${time}${quiet ? `, jamais de ${quiet.from} à ${quiet.to}` : ''}`,
    on: (line, timeZone) => `Activé : une notification ${line} (${timeZone}), seulement les jours où vous n’avez pas encore joué.`,
    turnOff: 'Désactiver les rappels',
    turnedOff: 'Rappels désactivés.',
    explain: 'Une notification les jours où vous n’avez pas encore joué, à l’heure de votre choix.',
    time: 'Heure',
    quietHours: 'Heures calmes',
    quietHoursNote: 'Aucun rappel entre ces heures.',
    from: 'De',
    to: 'à',
    withinQuiet: (time, from, to) =>
      `${time} tombe dans vos heures calmes (de ${from} à ${to}) : choisissez une autre heure, ou d’autres heures calmes.`,
    remindMe: 'Me le rappeler',
    offer: (time) => `Me le rappeler chaque jour à ${time}`,
    set: (line) => `Rappel programmé ${line}, les jours où vous n’avez pas joué. Les Réglages le désactivent.`,
    homeScreen:
      'Sur iPhone et iPad, les rappels n’arrivent qu’à l’app de l’écran d’accueil : ' +
      'touchez Partager, puis « Sur l’écran d’accueil », et ouvrez CIPHERWORD depuis là.',
    unsupported: 'Ce navigateur ne peut pas afficher de rappels.',
    blocked: 'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du site de votre navigateur.',
    unreachable: 'Le serveur est injoignable : vérifiez votre connexion et réessayez.',
    notReady: 'L’app se prépare encore pour les rappels. Réessayez dans un instant.',
    notAllowed: 'Les notifications ne sont pas autorisées pour ce site : autorisez-les dans les réglages du site, puis réessayez.',
    noSubscription:
      'Ce navigateur n’a pas pu s’inscrire aux rappels. Une fenêtre de navigation privée ne le peut jamais : ' +
      'ouvrez le jeu dans une fenêtre normale, ou ajoutez-le à votre écran d’accueil. Sinon, réessayez plus tard.',
    stoppedHere: 'Rappels arrêtés sur cet appareil.',
    stopped: 'Rappels arrêtés. Réactivez-les dans les Réglages.',
  },
  streak: {
    lastDays: (n) => `${n} derniers jours`,
    states: { won: 'gagné', played: 'perdu', frozen: 'gelé', travelled: 'en voyage', missed: 'manqué' },
    notPlayed: 'pas joué',
    freezesBanked: (banked, most) => `${banked} ${one(banked) ? 'gel de série en réserve' : 'gels de série en réserve'} (au plus ${most}).`,
    howEarned: (every) => ` Chaque série de ${every} jours joués d’affilée en rapporte un ; chacun protège votre série d’un jour manqué.`,
    earnedFreeze: ', a rapporté un gel de série',
    earnedLegend: 'encadré : a rapporté un gel',
    towardFreeze: (days, every) => `${days} sur ${every} jours d’affilée vers votre prochain gel de série.`,
    mostBanked: (most) => `Vous avez tous les gels de série que vous pouvez garder (${most}) : utilisez-en un pour gagner le suivant.`,
    freezesUsed: (used) =>
      used === 1
        ? 'Un gel de série a protégé votre série d’un jour manqué.'
        : `${used} gels de série ont protégé votre série de ${used} jours manqués.`,
    freezeEarned: (every, banked, most) => `${every} jours d’affilée : vous gagnez un gel de série (${banked} sur ${most} en réserve).`,
  },
};
export default play;
