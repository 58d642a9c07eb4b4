/** Español, en el diálogo Comprar créditos y a la vuelta del banco. */
import type { PaymentsTexts } from '../types';

const payments: PaymentsTexts = {
  title: 'Comprar créditos',
  description: 'Los créditos pagan las ayudas que revelan letras.',
  loadFailed: 'No se pudieron cargar los paquetes de créditos. Cierra este diálogo e inténtalo de nuevo.',
  loading: 'Cargando paquetes…',
  packages: 'Paquetes de créditos',
  credits: (n) => `${n} ${n === 1 ? 'crédito' : 'créditos'}`,
  checkout: (name, credits, price) => [`${name}: `, credits, ' por ', price],
  initFailed: 'No se pudo iniciar el pago',
  starting: (name) => `Iniciando un pago seguro para ${name}…`,
  loadingForm: 'Cargando el formulario de pago…',
  notConfigured: 'Los pagos no están configurados en este servidor.',
  another: 'Elegir otro paquete',
  adding: 'Pago recibido: añadiendo tus créditos…',
  final: 'Todas las compras son definitivas y no reembolsables.',
  pay: (amount) => `Pagar ${amount}`,
  processing: 'Procesando…',
  failed: 'El pago no se completó. Inténtalo de nuevo.',
  slowCredits: 'Pago procesado, pero tus créditos tardan más de lo previsto. Se añadirán en breve.',
};

export default payments;
