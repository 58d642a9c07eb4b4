/**
 * @jest-environment-options {"url": "https://cipherword.app/fr/"}
 */
import { describePageIn } from './language-page';

describePageIn('fr', {
  challenge: 'Défi du lundi',
  code: 'Code du jour\u00a0: 4 lettres',
  buttons: ['Comment jouer', 'Statistiques', 'Réglages', 'Connexion'],
  enterKey: 'ENTRÉE',
  board: 'MATRICE DE DÉCHIFFREMENT',
  announcement: 'Essai 2\u00a0: C bien placée, R mal placée, A absente.',
  share: ['CIPHERWORD (lundi) - 4 lettres', 'Résolu en 2/6 essais*', '🟩⬛⬛⬛', '🟩🟩🟩🟩', 'Jouez sur\u00a0: https://cipherword.app/fr/'],
  lost: 'Non résolu',
  report: {
    codesLeft: '37 codes possibles',
    sentence: 'De 2315 codes possibles à 37\u00a0; SLAINE, le choix du bot, les réduirait davantage en moyenne.',
    lesson: 'Non résolu\u00a0: 37 codes étaient encore possibles après l’essai 1\u00a0; le bot l’a résolu en 2.',
    formOf:
      'TRAINS est une forme du mot TRAIN, et les codes sont des mots de base, jamais des pluriels ni des formes conjuguées' +
      '\u00a0: de 2315 codes possibles à 37.',
  },
  yours: '4,3',
  refusals: [
    'Cette ligue est complète : une ligue compte au plus 50 membres.',
    'Votre solde est négatif après un remboursement (-3 crédits).',
    'Ouvrez d’abord le dimanche 22 novembre 2026 dans les archives.',
    'Mode difficile : la 3e lettre doit être R',
  ],
  flag: {
    link: 'Ce mot ne va pas',
    thanks: 'Merci : nous vérifierons árbol.',
    failed: 'L’envoi a échoué. Réessayez.',
  },
  league: {
    day: 'lun. 23 nov. · 4 lettres',
    states: ['Résolu en 1 · premier essai (mode difficile)', 'En cours\u00a0: 3/6 essais'],
    note:
      'Classement parmi le seul membre qui a joué ce code. ' +
      '«\u00a0Premier essai\u00a0» marque une victoire en 1\u00a0: de la chance, ou un code déjà vu (dans une autre partie du jour).',
    week: 'Semaine du lun. 23 nov. au dim. 29 nov.',
    columns: ['Rang', 'Membre', 'Pts', 'Essais', 'Membre', 'Jouées', '% victoires', 'Moy.', 'Série'],
    average: '4,5',
  },
  places: ['1er sur 3', '2e sur 7 pour l’instant dans Office aujourd’hui'],
});
