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
    formOf:
      'TRAINS es una forma de TRAIN, y los códigos son palabras base, nunca plurales ni formas verbales: de 2315 códigos posibles a 37.',
  },
  yours: '4,3',
  refusals: [
    'Esta liga está completa: una liga tiene como máximo 50 miembros.',
    'Tu saldo está por debajo de cero tras un reembolso (-3 créditos).',
    'Abre primero el domingo, 22 de noviembre de 2026 en el archivo.',
    'Modo difícil: la 3.ª letra debe ser R',
  ],
  flag: {
    link: 'Esta palabra está mal',
    thanks: 'Gracias: revisaremos árbol.',
    failed: 'No se pudo enviar. Inténtalo de nuevo.',
  },
  places: ['1.º de 3', '2.º de 7 por ahora en Office hoy'],
  league: {
    day: 'lun, 23 nov · 4 letras',
    states: ['Resuelto en 1 · primer intento (modo difícil)', 'Jugando: 3/6 intentos'],
    note:
      'Puestos entre el único miembro que ha jugado este código. ' +
      '«Primer intento» marca una victoria en 1: suerte, o un código visto antes (en otra partida del día).',
    week: 'Semana del lun, 23 nov al dom, 29 nov',
    columns: ['Pos.', 'Miembro', 'Puntos', 'Intentos', 'Miembro', 'Jugadas', '% victorias', 'Media', 'Racha'],
    average: '4,5',
  },
});
