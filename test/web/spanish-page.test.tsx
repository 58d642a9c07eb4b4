/**
 * @jest-environment-options {"url": "https://cipherword.app/es/"}
 */
import { describePageIn } from './language-page';

describePageIn('es', {
  challenge: 'Desafío del lunes',
  code: 'Código de hoy: 4 letras',
  buttons: ['Cómo jugar', 'Estadísticas', 'Ajustes', 'Entrar'],
  enterKey: 'ENVIAR',
  board: 'MATRIZ DE DESCIFRADO',
  announcement: 'Intento 2: C en su sitio, R en otro sitio, A ausente.',
  share: ['CIPHERWORD (lunes) - 4 letras', 'Resuelto en 2/6 intentos*', '🟩⬛⬛⬛', '🟩🟩🟩🟩', 'Juega en: https://cipherword.app/es/'],
  lost: 'No resuelto',
  report: {
    codesLeft: '37 códigos posibles',
    sentence: 'De 2315 códigos posibles a 37; SLAINE, la del bot, los reduciría más de media.',
    lesson: 'Sin resolver: aún eran posibles 37 códigos tras el intento 1; el bot lo resolvió en 2.',
  },
  yours: '4,3',
  places: ['1.º de 3', '2.º de 7 por ahora en Office hoy'],
});
