/** Español, una vez cargado el juego: las instrucciones, el resultado, las estadísticas y el texto para compartir. */
import { MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER } from '@contracts/constants';
import type { HardModeRule } from '@contracts/refusals';
import { longDay } from '../calendar';
import type { PlayTexts } from '../types';

const lettersRevealed = (n: number) => `${n} ${n === 1 ? 'letra revelada' : 'letras reveladas'}`;
const guesses = (n: number) => `${n} ${n === 1 ? 'intento' : 'intentos'}`;
const codes = (n: number) => `${n} ${n === 1 ? 'código' : 'códigos'}`;

/** A hard-mode rule broken: "la 3.ª letra debe ser R", "el intento debe contener 2 E". */
const hardModeRule = (rule: HardModeRule) =>
  'position' in rule
    ? `la ${rule.position}.ª letra debe ser ${rule.letter}`
    : `el intento debe contener ${rule.count > 1 ? `${rule.count} ${rule.letter}` : rule.letter}`;

/** What only a league's owner may do, as the owner-only refusal says it. */
const OWNER_ACTIONS = { rename: 'cambiarle el nombre', 'rotate-invite': 'crear un enlace nuevo', 'remove-member': 'quitar miembros' };

const play: PlayTexts = {
  lettersRevealed,
  pageDescription: (product) => `${product}: descifra el código del día en seis intentos.`,
  instructions: {
    title: 'Cómo descifrar',
    description: 'Descifra el código del día en seis intentos.',
    mission: 'Tu misión',
    goal: [
      'Encuentra la palabra secreta en ',
      '6 intentos',
      '. Cada intento debe ser una palabra real de la longitud del código; pulsa ENVIAR para enviarlo.',
    ],
    midnight: ['Cada día a las ', '00:00', ' de tu hora local se despliega una nueva secuencia cifrada.'],
    tiles: 'Cómo leer las casillas',
    examples: [
      { word: 'CLAVE', at: 0, state: 'correct', text: 'La C está en el código, en esta posición.' },
      { word: 'TRAZO', at: 2, state: 'present', text: 'La A está en el código, en otra posición.' },
      { word: 'SELLO', at: 3, state: 'absent', text: 'La L no está en el código (o no otra vez).' },
    ],
    exampleLabel: (word, letter, state) => `${word}: la ${letter} está ${state}`,
    colour: (state, highContrast) =>
      state === 'correct'
        ? `${highContrast ? 'Naranja' : 'Verde'}, con una barra`
        : state === 'present'
          ? `${highContrast ? 'Azul' : 'Amarillo'}, con un punto`
          : 'Gris',
    levels: 'Niveles de seguridad',
    week: (days) => {
      const week = days.map(({ weekday, length }, i) => `${weekday} ${length}${i === 0 ? ' letras' : ''}`);
      return `La longitud del código depende del día: ${week.slice(0, -1).join(', ')} y ${week.at(-1)}.`;
    },
    credits: 'Créditos y ayudas',
    helpers: (start, price) => [
      'Quien entra con su cuenta empieza con ',
      start,
      '. La ayuda ',
      'revelar letra',
      ' descubre una letra del código en su posición; una letra al azar cuesta ',
      price,
      '.',
    ],
    purchases: 'Se pueden comprar más créditos. Las compras son definitivas y no se reembolsan.',
  },
  result: {
    wonBadge: 'DESCIFRADO CON ÉXITO',
    lostBadge: 'BLOQUEO DE SEGURIDAD',
    wonTitle: '¡Código descifrado!',
    lostTitle: 'Falló el protocolo de descifrado',
    wonIn: (n, hardMode, revealed) =>
      `¡Descifrado en ${guesses(n)}!${hardMode ? ' (modo difícil)' : ''}${revealed ? ` (${lettersRevealed(revealed)})` : ''}`,
    theCodeWas: 'El código era',
    streaks: 'Rachas',
    currentStreak: 'Nivel de descifrado actual',
    peakStreak: 'Nivel de descifrado máximo',
    signedOutView: 'Has salido: esta es la partida de hoy de tu cuenta. Vuelve a entrar para ver su informe.',
    reportFailed: 'No se pudo cargar el informe de descifrado.',
    analysing: 'Analizando tu partida…',
    flagWord: 'Esta palabra está mal',
    wordFlagged: (word: string) => `Gracias: revisaremos ${word}.`,
    flagFailed: 'No se pudo enviar. Inténtalo de nuevo.',
    share: 'Compartir',
    moreWays: 'Más formas de compartir',
    shareGroup: 'Comparte tu resultado',
    shareOnX: 'Compartir en X',
    bluesky: 'Bluesky',
    facebook: 'Facebook',
    copyLink: 'Copiar enlace',
    copyReport: 'Copiar informe',
    copied: (what) => (what === 'results' ? 'Resultado copiado al portapapeles' : 'Informe copiado al portapapeles'),
    copyFailed: (what) => (what === 'results' ? 'No se pudo copiar el resultado' : 'No se pudo copiar el informe'),
    report: 'Informe de descifrado',
    more: 'Más',
    statistics: 'Estadísticas',
    pastCodes: 'Códigos pasados',
    backToPastCodes: 'Volver a los códigos pasados',
    todaysCode: 'Código de hoy',
    buyCredits: 'Comprar créditos',
    newCodeDeployed: 'A medianoche se desplegó un código nuevo.',
    playTodaysCode: 'Jugar el código de hoy',
    nextCodeIn: 'Próximo código en',
    nextDeploy: 'La nueva secuencia cifrada se desplegará a las 00:00.',
    yourLeagues: 'Tus ligas hoy',
    inviteTo: (league) => `Invitar a ${league}`,
  },
  share: {
    title: (product, weekday, length, date) => `${product} (${weekday}${date ? ` ${date}` : ''}) - ${length} letras`,
    solved: (n, of) => `Resuelto en ${n}/${of} intentos`,
    notSolved: 'No resuelto',
    playAt: (address) => `Juega en: ${address}`,
    reportLine: (skill, luck, bot) => `Habilidad ${skill} · Suerte ${luck} · bot ${bot}`,
  },
  howFar: (status, n) => (status === 'won' ? `resuelta en ${n}` : status === 'lost' ? 'no resuelta' : `${guesses(n)} jugados`),
  deviceGame: (joined, howFar) =>
    joined
      ? `La partida de hoy de este dispositivo (${howFar}) ahora está en tu cuenta.`
      : `Tu cuenta ya había jugado el código de hoy, así que se muestra su partida. La de este dispositivo ` +
        `(${howFar}) se queda en él: la verás de nuevo al salir.`,
  stats: {
    title: 'Estadísticas',
    description: 'Tu historial y cuántos intentos necesitaron tus victorias.',
    loading: 'Cargando…',
    played: 'Jugadas',
    winPercent: '% victorias',
    currentStreak: 'Racha actual',
    longestStreak: 'Mejor racha',
    distribution: 'Distribución de intentos',
    ofLength: (length) => `Códigos de ${length} letras`,
    allLengths: 'Todas las longitudes',
    row: (n, wins) => `${guesses(n)}: ${wins} ${wins === 1 ? 'victoria' : 'victorias'}`,
    today: ', hoy',
    todayHelped: (revealed) => `, hoy, ${lettersRevealed(revealed)}`,
    todaysHelp: (revealed) => ` Hoy: ${lettersRevealed(revealed)}.`,
    helpedWins: (helped, won) =>
      won === 1
        ? 'Tu única victoria usó letras reveladas.'
        : helped === won
          ? `Tus ${won} victorias usaron letras reveladas.`
          : `${helped} de tus ${won} victorias usaron letras reveladas.`,
    signInToKeep: 'Entra con tu cuenta para tener tus estadísticas en todos tus dispositivos: se unen a tu cuenta.',
  },
  game: {
    notInWordList: 'La palabra no está en la lista',
    submitFailed: 'Error al enviar el intento',
    submitFailedTryAgain: 'Error al enviar el intento. Inténtalo de nuevo.',
    saveFailed: 'No se pudo guardar el progreso de la partida',
    loadFailed: 'Error al cargar la partida. Inténtalo de nuevo.',
    configurationFailed: 'Error al cargar la configuración del juego',
    stateFailed: 'Error al cargar la partida',
    won: '¡Magnífico!',
    lost: '¡Más suerte mañana!',
    rowScored: (row, tiles) => `Intento ${row}: ${tiles.map((tile) => `${tile.letter} ${tile.state}`).join(', ')}.`,
    wonIn: (guesses) => `¡Código descifrado en ${guesses} ${guesses === 1 ? 'intento' : 'intentos'}!`,
    lostTo: (answer) => `Bloqueo de seguridad: no se encontró el código${answer ? `. Era ${answer}` : ''}.`,
  },
  accountData: {
    legend: 'Tu cuenta',
    preparing: 'Preparando tus datos…',
    download: 'Descargar mis datos',
    whatIsIn: 'Un archivo JSON: tus partidas, estadísticas, créditos y su historial, ligas y compras.',
    delete: 'Eliminar mi cuenta',
    confirmTitle: '¿Eliminar tu cuenta?',
    deletes: 'Esto elimina para siempre:',
    goes: (balance) => [
      'tus partidas, historial, estadísticas y rachas, en todos tus dispositivos;',
      `${balance === 1 ? 'tu crédito' : `tus ${balance === null ? '' : `${balance} `}créditos`} y su historial ` +
        '(los créditos no se reembolsan);',
      'tu nombre y tu puesto en tus ligas (una liga tuya pasa al miembro más antiguo);',
      'tu acceso con Google a este juego.',
    ],
    purchasesStay:
      'Los registros de tus compras se conservan, sin tu nombre ni tu cuenta, el tiempo que exige la ley de facturas (10 años); ' +
      'una reclamación ya abierta con tu banco sigue allí.',
    understood: 'Entiendo que no se puede deshacer',
    deleting: 'Eliminando…',
    deleteForGood: 'Eliminar mi cuenta para siempre',
    keep: 'Conservar mi cuenta',
    failed: (what) =>
      `No se pudo ${what === 'download' ? 'descargar tus datos' : 'eliminar tu cuenta'}: revisa tu conexión e inténtalo de nuevo.`,
  },
  account: {
    balance: (credits) => `Saldo: ${credits}. Comprar créditos`,
    avatar: (name) => (name ? `Avatar de ${name}` : 'Tu avatar'),
    noPicture: (name) => (name ? `${name} (sin foto)` : 'Con la sesión iniciada (sin foto)'),
    deleted: 'Se han eliminado tu cuenta y todo lo que el juego guardaba de ella',
    signedOut: 'Has salido de tu cuenta',
    signInFailed: 'No se pudo entrar con Google',
    signOutFailed: 'No se pudo salir de la cuenta',
    refreshFailed: 'No se pudieron actualizar los datos de la cuenta',
  },
  newVersion: { text: 'Hay una versión nueva: recarga la página', reload: 'Recargar' },
  helper: { notEnough: '¡No tienes créditos suficientes!', failed: 'La ayuda ha fallado' },
  meaning: {
    formOf: (lemma) => ` (una forma de ${lemma})`,
    none: ': el diccionario no tiene definición para este código.',
    lookUp: (dictionary) => `Consúltalo en el ${dictionary}`,
  },
  report: {
    title: 'Informe de descifrado',
    description: (length, hardMode) => `${length} letras${hardMode ? ', modo difícil' : ''}`,
    steps: 'Tus intentos, paso a paso',
    guess: (n) => `Intento ${n}`,
    yoursLeaves: 'El tuyo deja',
    botsChoice: 'Elección del bot',
    skill: 'Habilidad',
    luck: 'Suerte',
    bot: 'Bot',
    botWould: (n) => `El bot lo habría resuelto en ${n}: `,
    botPlays: '. Solo juega palabras de las listas de respuestas, palabras que cualquiera conoce.',
    help:
      'Códigos posibles: las palabras que aún podrían ser el código. De media: cuántos códigos deja un intento, sobre todos los ' +
      'códigos aún posibles. Habilidad: cuánto se acercaron tus intentos tras el primero a los del bot. Suerte: si los colores ' +
      'dejaron menos códigos de los que cada intento deja de media (50 es lo esperado).',
    tiles: { correct: 'en su sitio', present: 'en otro sitio', absent: 'ausente' },
    and: 'y',
    codes,
    solved: 'Resuelto',
    left: (n, words) => `${codes(n)} ${n === 1 ? 'posible' : 'posibles'}${words ? `: ${words}` : ''}`,
    colours: 'los colores hasta entonces',
    bought: (n) => (n === 1 ? 'la letra que compraste' : `las ${n} letras que compraste`),
    coloursAndBought: (bought) => `los colores hasta entonces y ${bought}`,
    boughtLetter: (letter, position) => `${letter} (letra ${position})`,
    opening: (list, n, before) =>
      `Compraste ${list}. El informe ${n === 1 ? 'la cuenta' : 'las cuenta'} desde tu primer intento` +
      `${before === undefined ? '' : `: entonces había ${before} ${before === 1 ? 'código posible' : 'códigos posibles'}`}.`,
    firstGuess: (word) => `${word} al primer intento: resuelto.`,
    onlyCodePlayed: (word) => `${word} era el único código posible, y lo jugaste.`,
    solvedIt: (word) => `${word} lo resolvió.`,
    onlyCodeLeft: (word) => `Solo quedaba ${word}: jugarlo habría resuelto el código.`,
    narrowed: (before, after) => `de ${before} códigos posibles a ${after}`,
    couldNotBe: (word, fitted, narrowed) => `${word} no podía ser el código (no encaja con ${fitted}): ${narrowed}.`,
    notACode: (word, rule, narrowed) =>
      `${word} no está entre los códigos${rule ? ', que son palabras base, nunca plurales ni formas verbales' : ''}: ${narrowed}.`,
    formOf: (word, base, narrowed) =>
      `${word} es una forma de ${base}, y los códigos son palabras base, nunca plurales ni formas verbales: ${narrowed}.`,
    asGood: (narrowed) => `Tan bueno como la elección del bot: ${narrowed}.`,
    botFurther: (narrowed, bot) =>
      `${narrowed.charAt(0).toUpperCase()}${narrowed.slice(1)}; ${bot}, la del bot, los reduciría más de media.`,
    wasted: (code, after, words, count) =>
      `Solo quedaba ${code} tras el intento ${after}, y aun así ${count === 1 ? 'se jugó' : 'se jugaron'} ${words}.`,
    notSolved: (left, used, bot) =>
      `Sin resolver: ${left === 1 ? 'aún era posible 1 código' : `aún eran posibles ${left} códigos`} tras el intento ${used}; ` +
      `el bot lo resolvió en ${bot}.`,
    helpedWin: (used, bought, bot) =>
      `Resuelto en ${used} con ${bought} ${bought === 1 ? 'letra comprada' : 'letras compradas'}; el bot, sin ninguna, en ${bot}.`,
    againstBot: (used, bot) => `Resuelto en ${used}, el bot en ${bot}: ${used < bot ? 'mejor que' : 'tan bien como'} el bot.`,
    behindBot: (used, bot, at, botWord, botAverage, average, word) =>
      `Resuelto en ${used}, el bot en ${bot}: en el intento ${at}, su ${botWord} habría dejado ${botAverage} códigos de media, ` +
      `frente a ${average} de ${word}.`,
  },
  refusals: {
    signInEnded: 'Tu sesión ha terminado. Vuelve a entrar.',
    tooMany: 'Demasiadas peticiones ahora mismo. Inténtalo de nuevo en un momento.',
    serverTrouble: 'El servidor no ha podido responder ahora. Inténtalo de nuevo.',
    reasons: {
      'not-enough-credits': () => '¡No tienes créditos suficientes!',
      'below-zero': ({ balance }) => `Tu saldo está por debajo de cero tras un reembolso (${balance} créditos).`,
      'league-full': () => `Esta liga está completa: una liga tiene como máximo ${MAX_LEAGUE_MEMBERS} miembros.`,
      'too-many-leagues': () =>
        `Ya estás en ${MAX_LEAGUES_PER_PLAYER} ligas: un jugador puede estar como máximo en ${MAX_LEAGUES_PER_PLAYER}. Sal de una primero.`,
      'removed-from-league': () => 'El dueño de la liga te ha quitado: este enlace ya no te deja entrar. Pídele uno nuevo.',
      'invite-gone': () => 'Este enlace de invitación ya no funciona: pide uno nuevo a un miembro.',
      'no-such-league': () => 'Esta liga no existe: quizá se borró cuando la dejó su último miembro.',
      'not-a-member': () => 'No eres miembro de esta liga.',
      'owner-only': ({ action }) => `Solo el dueño de la liga puede ${OWNER_ACTIONS[action]}.`,
      'sign-in-for-leagues': () => 'Entra para ver tus ligas.',
      'hard-mode': (rule) => `Modo difícil: ${hardModeRule(rule)}`,
      'too-long': ({ wordLength }) => `Demasiadas letras: el código de hoy tiene ${wordLength}`,
      'game-over': () => 'Esta partida ha terminado: una nueva secuencia cifrada se desplegará a las 00:00.',
      'played-on-account': () => 'El código de hoy se jugó en tu cuenta: entra para verlo. Un código nuevo llega a las 00:00.',
      'new-code': ({ wordLength }) => `Se ha desplegado un código nuevo: el de hoy tiene ${wordLength} letras. Recarga para jugarlo.`,
      'row-out-of-step': ({ row }) => `La fila ${row} no sigue la partida guardada: recarga para seguir donde lo dejaste.`,
      'changed-meanwhile': () => 'Tu partida cambió en el mismo momento: envía de nuevo.',
      'archive-game-over': () => 'Esta partida ha terminado: elige otro día del archivo.',
      'open-archive-day-first': ({ date }) => `Abre primero el ${longDay(date)} en el archivo.`,
      'helpers-game-over': () => 'Esta partida ha terminado: las ayudas solo sirven mientras juegas.',
      'finish-first': () => 'Termina la partida primero',
      'checkout-preparing': () => 'Este pago ya se está preparando: inténtalo de nuevo en un momento.',
      'account-deleted': () => 'Esta cuenta se ha eliminado. Sal para seguir jugando; si vuelves a entrar, empiezas una cuenta nueva.',
      'session-ended': () => 'Tu sesión ha caducado o no es válida: vuelve a entrar',
      'service-busy': () => 'El servicio está ocupado: inténtalo de nuevo.',
      'player-limit': ({ perMinute }) =>
        `Demasiadas peticiones: un jugador puede hacer ${perMinute} por minuto. Inténtalo dentro de un minuto.`,
    },
  },
  languages: { en: 'inglés', es: 'español', fr: 'francés' },
  pastCodeTitle: (date, product) => `Código pasado ${date} · ${product}`,
  settings: {
    title: 'Ajustes',
    theme: 'Tema',
    themes: { light: 'Claro', dark: 'Oscuro', system: 'Como el sistema' },
    highContrast: 'Colores de alto contraste',
    highContrastNote: 'Naranja para una letra en su sitio, azul para una letra en otro sitio.',
    hardMode: 'Modo difícil',
    hardModeNote:
      'Cada intento debe mantener las letras verdes en su sitio y usar las amarillas (las letras reveladas cuentan como verdes).',
    hardModeToday: (hard) =>
      ` La partida de hoy está en modo ${hard ? 'difícil' : 'normal'} desde su primer intento; ` +
      'un cambio se aplica desde tu próxima partida.',
    keyboard: 'Teclado',
    alphabetical: 'Alfabético',
    cookies: 'Cookies de anuncios y analítica',
    cookiesOn: 'Activadas: quien juega sin cuenta ve anuncios, que pueden usar cookies. Desactívalas para retirar tu consentimiento.',
    cookiesOff: 'Desactivadas: ningún script, cookie ni petición de anuncios o analítica. Actívalas para permitirlos.',
    whatIsStored: 'Qué se guarda',
  },
  signIn: {
    title: 'Entrar',
    description: 'Sincroniza tu progreso entre dispositivos, conserva tus rachas, usa ayudas y juega sin anuncios.',
    google: 'Continuar con Google',
    unavailable: 'El inicio de sesión aún no está disponible en este servidor. Puedes seguir jugando sin cuenta.',
  },
  leagues: {
    ordinal: (n) => `${n}.º`,
    place: (ordinal, of, soFar) => (of === 1 && soFar ? `${ordinal} por ahora` : `${ordinal} de ${of}${soFar ? ' por ahora' : ''}`),
    standing: (place, league) => `${place} en ${league} hoy`,
    everyone: (moment) => `Quienes viven en husos horarios más tardíos reciben este código antes de las ${moment} (tu hora).`,
    invite: (product, league) => `Únete a mi liga de ${product} «${league}»: un código al día, ¿quién lo descifra mejor?`,
    inviteCopied: 'Enlace de invitación copiado al portapapeles',
    inviteCopyFailed: 'No se pudo copiar el enlace de invitación',
  },
  notFound: { title: (product) => `Página no encontrada · ${product}`, text: '¡Vaya! No se encuentra la página', home: 'Volver al inicio' },
  reminders: {
    legend: 'Recordatorio diario',
    line: (time, quiet) => `a las ${time}${quiet ? `, nunca de ${quiet.from} a ${quiet.to}` : ''}`,
    on: (line, timeZone) => `Activado: una notificación ${line} (${timeZone}), solo los días que aún no hayas jugado.`,
    turnOff: 'Desactivar recordatorios',
    turnedOff: 'Recordatorios desactivados.',
    explain: 'Una notificación los días que aún no hayas jugado, a la hora que elijas.',
    time: 'Hora',
    quietHours: 'Horas de silencio',
    quietHoursNote: 'Ningún recordatorio entre estas horas.',
    from: 'De',
    to: 'a',
    withinQuiet: (time, from, to) =>
      `${time} cae dentro de tus horas de silencio (de ${from} a ${to}): elige otra hora u otras horas de silencio.`,
    remindMe: 'Recuérdamelo',
    offer: (time) => `Recuérdamelo cada día a las ${time}`,
    set: (line) => `Recordatorio ${line}, los días que no hayas jugado. Se desactiva en Ajustes.`,
    homeScreen:
      'En iPhone y iPad, los recordatorios solo llegan a la app de tu pantalla de inicio: ' +
      'toca Compartir, luego «Añadir a pantalla de inicio», y abre CIPHERWORD desde allí.',
    unsupported: 'Este navegador no puede mostrar recordatorios.',
    blocked: 'Las notificaciones están bloqueadas para este sitio: permítelas en los ajustes del sitio de tu navegador.',
    unreachable: 'No se pudo contactar con el servidor: revisa tu conexión e inténtalo de nuevo.',
    notReady: 'La app aún se está preparando para los recordatorios. Inténtalo en un momento.',
    notAllowed: 'Las notificaciones no están permitidas para este sitio: permítelas en los ajustes del sitio y vuelve a intentarlo.',
    noSubscription:
      'Este navegador no ha podido suscribirse a los recordatorios. Una ventana privada nunca puede: abre el juego en una ventana normal ' +
      'o añádelo a tu pantalla de inicio. Si no, inténtalo más tarde.',
    stoppedHere: 'Recordatorios desactivados en este dispositivo.',
    stopped: 'Recordatorios desactivados. Puedes volver a activarlos en Ajustes.',
  },
  streak: {
    lastDays: (n) => `Últimos ${n} días`,
    states: { won: 'ganado', played: 'perdido', frozen: 'congelado', travelled: 'de viaje', missed: 'sin jugar' },
    notPlayed: 'sin jugar',
    freezesBanked: (banked, most) => `${banked} ${banked === 1 ? 'congelación guardada' : 'congelaciones guardadas'} (como mucho ${most}).`,
    howEarned: (every) => ` Cada ${every} días seguidos jugados ganas una; cada una mantiene tu racha si faltas un día.`,
    earnedFreeze: ', ganó una congelación de racha',
    earnedLegend: 'con marco: ganó una congelación',
    towardFreeze: (days, every) => `${days} de ${every} días seguidos para tu próxima congelación de racha.`,
    mostBanked: (most) => `Tienes todas las congelaciones que puedes guardar (${most}): usa una para ganar la siguiente.`,
    freezesUsed: (used) =>
      used === 1
        ? 'Una congelación mantuvo tu racha tras un día sin jugar.'
        : `${used} congelaciones mantuvieron tu racha tras ${used} días sin jugar.`,
    freezeEarned: (every, banked, most) => `${every} días seguidos: has ganado una congelación de racha (${banked} de ${most} guardadas).`,
  },
};
export default play;
