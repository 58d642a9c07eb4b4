/** Español, desde la primera pintura: la cabecera, el tablero, las teclas y los avisos de la página del juego. */
import type { ShellTexts } from '../types';

const OFFLINE = 'No tienes conexión: CIPHERWORD la necesita para cargar y puntuar los códigos.';

const shell: ShellTexts = {
  states: {
    correct: 'en su sitio',
    present: 'en otro sitio',
    absent: 'ausente',
    filled: 'sin comprobar',
    empty: 'vacía',
  },
  header: {
    challenge: (weekday, archiveDate) => (archiveDate ? `${weekday} ${archiveDate}` : `Desafío del ${weekday}`),
    code: (length, past) => `${past ? 'Código pasado' : 'Código de hoy'}: ${length} letras`,
    nav: 'Juego',
    blog: 'Blog',
    opensInNewTab: '(se abre en una pestaña nueva)',
    howToPlay: 'Cómo jugar',
    statistics: 'Estadísticas',
    settings: 'Ajustes',
    pastCodes: 'Códigos pasados',
    leagues: 'Ligas',
    signIn: 'Entrar',
    signOut: 'Salir',
    more: 'Más',
    accountAndMore: 'Cuenta y más',
  },
  credits: (balance) => (balance === null ? 'Cargando...' : `${balance} ${balance === 1 ? 'crédito' : 'créditos'}`),
  helpers: {
    region: 'Ayudas',
    buttons: { revealRandomLetter: 'REVELAR LETRA AL AZAR', revealSpecificLetter: 'REVELAR LETRA' },
    withCredits: 'USA AYUDAS CON CRÉDITOS',
    signInToUse: 'ENTRA PARA USAR AYUDAS',
    noAds: 'CON CUENTA NO HAY ANUNCIOS',
    signIn: 'Entra con tu cuenta para usar ayudas.',
    decrypted: 'El código está descifrado.',
    notPlaying: 'Las ayudas funcionan mientras juegas.',
    rowFull: 'La fila está llena: toca una casilla o borra una letra para elegir una posición.',
    known: (position) => `Ya conoces la letra ${position}.`,
    allKnown: 'Ya conoces todas las letras.',
    belowZero: 'Tu saldo está por debajo de cero tras un reembolso.',
    notEnough: 'No tienes créditos suficientes.',
    revealing: 'Revelando…',
  },
  closeNotice: 'Cerrar aviso',
  close: 'Cerrar',
  footer: { nav: 'Legal', privacy: 'Política de privacidad', terms: 'Condiciones del servicio', blog: 'Blog' },
  cookies: {
    region: 'Elección de cookies',
    whatIsKept: 'Tu partida se guarda en este navegador; cookies de analítica y anuncios solo si aceptas.',
    accept: 'Aceptar',
    dismiss: 'Rechazar',
  },
  board: {
    title: 'MATRIZ DE DESCIFRADO',
    hardMode: 'MODO DIFÍCIL',
    level: 'NIVEL SEG.:',
    initialising: 'INICIANDO LA MATRIZ DE DESCIFRADO...',
    unreachable: 'SERVIDOR DE DESCIFRADO INACCESIBLE',
    unreachableDetail:
      'No se puede contactar con el servidor: revisa tu conexión, el juego la necesita para cargar y puntuar los códigos. ' +
      'Se reintenta solo; Reintentar lo intenta ya.',
    offline: `${OFFLINE} Se reintenta solo en cuanto vuelvas a tener conexión; Reintentar lo intenta ya.`,
    retry: 'Reintentar',
    row: (row, of, state) =>
      `Intento ${row} de ${of}, ${{ played: 'jugado', checking: 'en comprobación', typing: 'escribiéndose', waiting: 'sin jugar' }[state]}`,
    tile: (column, letter, state, revealed) =>
      letter ? `Letra ${column}: ${letter}, ${state}` : `Letra ${column}: vacía${revealed ? `, revelada: ${revealed}` : ''}`,
    chooseForReveal: (tile) => `${tile}: elígela para Revelar letra`,
  },
  keyboard: {
    name: 'Teclado',
    enterKey: 'ENVIAR',
    enter: 'Enviar el intento',
    backspace: 'Borrar la letra',
    key: (letter, state) => (state ? `${letter}, ${state}` : letter),
    signInToSee: 'Entra para verla',
    signInToPlayOn: 'Entra para seguir jugando',
    signedOutGame: 'Has salido: esta es la partida de hoy de tu cuenta, guardada en ella.',
    playedOnAccount: 'El código de hoy se jugó en tu cuenta.',
  },
  game: {
    notEnoughLetters: 'Faltan letras',
    offlineRowKept: `${OFFLINE} Tu fila se conserva.`,
  },
};
export default shell;
