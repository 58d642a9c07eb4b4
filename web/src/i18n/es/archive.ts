/** Español, en las páginas del archivo: la lista de códigos pasados, un día pasado por abrir y lo que ve quien no ha entrado. */
import { longDay } from '../calendar';
import type { ArchiveTexts } from '../types';

const archive: ArchiveTexts = {
  title: 'Códigos pasados',
  loading: 'Cargando…',
  loadFailed: 'No se pudo cargar el archivo.',
  letters: (n) => `${n} letras`,
  notPastYet: {
    today:
      'Este es el código de hoy, no uno pasado: juégalo en la página del juego. Pasa a los códigos pasados cuando su día ' +
      'termine en todas partes.',
    stillPlayed: 'Este código aún se juega en algún lugar de la Tierra: pasa a los códigos pasados cuando su día termine en todas partes.',
    notOut: 'Este código aún no ha salido: sale en su día.',
  },
  status: {
    solved: (n, max, onItsDay) => `Resuelto en ${n}/${max}${onItsDay ? ' en su día' : ''}`,
    notSolved: (onItsDay) => `No resuelto${onItsDay ? ' en su día' : ''}`,
    unfinishedOnItsDay: 'Sin terminar en su día',
    inProgress: (n, max) => `En curso (${n}/${max})`,
    openFor: (price) => `Abrir por ${price}`,
  },
  teaser: {
    lead:
      '¿Te perdiste un día o quieres otro código? Aquí están todos desde el lanzamiento: abre uno por un crédito y juégalo con ' +
      'las mismas reglas, ayudas y modo difícil incluidos. Los códigos pasados nunca tocan tu racha.',
    signInFor: (date) => `Entra para abrir el código del ${longDay(date)}.`,
    signIn: 'Entra para abrir códigos pasados',
    lastSeven: 'Los últimos siete días',
  },
  list: {
    lead: (price) =>
      `Cada código pasado se abre por ${price}, una vez: después es tuyo para terminarlo o volver a verlo. Los códigos pasados ` +
      'nunca tocan tu racha ni tus estadísticas diarias.',
    balance: 'Saldo',
    played: 'Jugadas',
    winPercent: '% victorias',
    opensTomorrow: 'El archivo abre mañana: vuelve entonces a por el código de hoy.',
    next: (day, moment) => `El código del ${day} pasa al archivo el ${moment} en tu hora, cuando su día haya terminado en toda la Tierra.`,
  },
  open: {
    lead: (date, length, price) =>
      `El código del ${longDay(date)}: ${length} letras. Ábrelo por ${price} y juégalo con las mismas reglas; después es tuyo para ` +
      'terminarlo o volver a verlo.',
    balance: (credits) => `Tu saldo: ${credits}`,
    refused: (reason) => `${reason}: `,
    notEnough: 'No tienes créditos suficientes',
    buyOnGamePage: 'compra créditos en la página del juego',
    all: 'Todos los códigos pasados',
    failed: 'No se pudo abrir el código. Inténtalo de nuevo.',
  },
  unfinishedOnItsDay:
    'Empezaste este código en su día y no lo terminaste: el código de un día se juega una vez, así que no se puede volver a jugar.',
};

export default archive;
