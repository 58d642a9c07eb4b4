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
  },
  yours: '4,3',
  places: ['1er sur 3', '2e sur 7 pour l’instant dans Office aujourd’hui'],
});
