/** Español, en las páginas de ligas: la lista, la página de una liga y una invitación. */
import type { LeaguesTexts } from '../types';

const members = (n: number) => `${n} ${n === 1 ? 'miembro' : 'miembros'}`;

const leagues: LeaguesTexts = {
  members,
  signIn: 'Entrar',
  list: {
    title: 'Ligas',
    signedOut:
      'Juega el código del día contra tus amigos: una liga privada, a la que se entra por un enlace, compara a todos en el mismo ' +
      'código vivan donde vivan, con los puntos de la semana y las cifras de siempre.',
    signInToPlay: 'Entra para jugar en ligas',
    lead: 'Grupos privados a los que se entra por un enlace: todos juegan el código de la misma fecha, vivan donde vivan.',
    loading: 'Cargando tus ligas…',
    failed: 'No se pudieron cargar tus ligas. Inténtalo de nuevo.',
    none: 'Aún no estás en ninguna liga: crea una y comparte su enlace de invitación.',
    yours: 'Tus ligas',
    line: (members, place) => `${members}${place ? ` · ${place} hoy` : ''}`,
    newLeague: 'Nueva liga',
    placeholder: 'Oficina, Familia, Club de lectura…',
    create: 'Crear',
    createFailed: 'No se pudo crear la liga',
  },
  name: {
    label: 'Tu nombre en las ligas',
    help: 'Solo lo ven los demás miembros, nunca tu dirección de correo.',
    save: 'Guardar',
    saved: (name) => `Tu nombre en las ligas es ${name}`,
    failed: 'No se pudo guardar tu nombre',
  },
  league: {
    title: 'Liga',
    loadFailed: 'No se pudo cargar la liga.',
    signedOut: 'Entra para ver esta liga: solo sus miembros pueden verla.',
    loading: 'Cargando la liga…',
    lead: (members) => `${members} · todos juegan el código de la misma fecha, vivan donde vivan.`,
    shareInvite: 'Compartir enlace de invitación',
    you: 'Tú',
  },
  day: {
    earlier: 'Día anterior',
    later: 'Día siguiente',
    title: (day, length) => `${day ?? 'Hoy'} · ${length} letras`,
    playIn: (language) => `Jugar el código de hoy en ${language}`,
    gridsLater: 'Las cuadrículas aparecen cuando terminas tu propia partida de este código.',
    results: (date) => `Resultados del ${date}`,
    place: (ordinal) => `${ordinal} puesto`,
    noPlace: 'aún sin puesto',
    you: ' (tú)',
    owner: ' · creador',
    among: (played, soFar) =>
      played === 0
        ? 'Ningún miembro ha jugado este código todavía.'
        : `Puestos entre ${played === 1 ? 'el único miembro que ha' : `los ${played} miembros que han`} jugado este código` +
          `${soFar ? ' por ahora' : ''}.`,
    firstGuessNote: '«Primer intento» marca una victoria en 1: suerte, o un código visto antes (en otra partida del día).',
    solved: (n, firstGuess) => (firstGuess ? 'Resuelto en 1 · primer intento' : `Resuelto en ${n}`),
    notSolved: 'No resuelto',
    playing: (n, max) => `Jugando: ${n}/${max} intentos`,
    notPlayedYet: 'Aún sin jugar',
    dayOver: 'Día terminado, sin jugar',
    hardMode: ' (modo difícil)',
    gridRow: (n, tiles) => `Intento ${n}: ${tiles}`,
  },
  tables: {
    week: (from, to) => `Semana del ${from} al ${to}`,
    scoring:
      'Una victoria en N intentos suma 7 − N puntos (una letra revelada cuenta como un intento; una victoria suma al menos 1); ' +
      'en caso de empate, gana quien usó menos intentos.',
    place: 'Pos.',
    member: 'Miembro',
    points: 'Puntos',
    guesses: 'Intentos',
    allTime: 'Desde siempre',
    played: 'Jugadas',
    winPercent: '% victorias',
    average: 'Media',
    streak: 'Racha',
  },
  manage: {
    title: 'Gestionar',
    name: 'Nombre de la liga',
    rename: 'Renombrar',
    renamed: 'Liga renombrada',
    newInvite: 'Nuevo enlace de invitación',
    newInviteMade: 'Nuevo enlace de invitación creado: el anterior ya no funciona',
    removeMember: 'Quitar a un miembro',
    remove: 'Quitar',
    removed: (name) => `${name} ya no está en la liga`,
    failed: 'No se pudo cambiar la liga. Inténtalo de nuevo.',
  },
  leave: {
    button: 'Salir de la liga',
    title: (league) => `¿Salir de ${league}?`,
    last: 'Eres su último miembro: la liga se borra.',
    owner: 'El miembro que entró antes pasa a ser su creador.',
    member: 'Puedes volver con su enlace de invitación.',
    stay: 'Quedarme',
    leave: 'Salir',
    left: (league) => `Has salido de ${league}`,
    failed: 'No se pudo salir de la liga',
  },
  join: {
    title: 'Unirse a una liga',
    brokenLink: 'Este enlace de invitación está incompleto o mal escrito: pide de nuevo el enlace a quien te lo envió y ábrelo entero.',
    loadFailed: 'No se pudo cargar la invitación: revisa tu conexión e inténtalo de nuevo.',
    loading: 'Cargando la invitación…',
    gameInALine: (product, min, max, guesses) =>
      `${product} es un juego diario de palabras y códigos: una palabra secreta al día, de ${min} a ${max} letras ` +
      `según el día de la semana, ${guesses} intentos, el mismo código para todos.`,
    invitation: (owner, league, members, language) =>
      `${owner ? `${owner} te invita` : 'Te invitan'} a la liga ${league} (${members}): todos juegan el código ` +
      `${language ? `en ${language} ` : ''}de la misma fecha y se comparan.`,
    alreadyMember: 'Ya eres miembro: ',
    open: (league) => `abrir ${league}`,
    full: 'Esta liga está completa.',
    join: (league) => `Unirme a ${league}`,
    joined: (league) => `Te has unido a ${league}`,
    failed: 'No se pudo entrar en la liga',
    signedOut: 'Las ligas son para jugadores con cuenta: entra y volverás aquí para unirte.',
    signInToJoin: 'Entra para unirte',
  },
};

export default leagues;
