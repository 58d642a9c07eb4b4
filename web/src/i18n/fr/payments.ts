/** Français, dans la fenêtre Acheter des crédits et au retour de la banque. */
import { pluralOf } from '../intl';
import type { PaymentsTexts } from '../types';

const payments: PaymentsTexts = {
  title: 'Acheter des crédits',
  description: 'Les crédits paient les aides qui révèlent des lettres.',
  loadFailed: 'Impossible de charger les offres de crédits. Fermez cette fenêtre et réessayez.',
  loading: 'Chargement des offres…',
  packages: 'Offres de crédits',
  credits: (n) => `${n} ${pluralOf(n) === 'one' ? 'crédit' : 'crédits'}`,
  checkout: (name, credits, price) => [`${name}\u00a0: `, credits, ' pour ', price],
  initFailed: 'Impossible de démarrer le paiement',
  starting: (name) => `Démarrage d’un paiement sécurisé pour ${name}…`,
  loadingForm: 'Chargement du formulaire de paiement…',
  notConfigured: 'Les paiements ne sont pas configurés sur ce serveur.',
  another: 'Choisir une autre offre',
  adding: 'Paiement reçu\u00a0: ajout de vos crédits…',
  final: 'Tous les achats sont définitifs et non remboursables.',
  pay: (amount) => `Payer ${amount}`,
  processing: 'Traitement…',
  failed: 'Le paiement a échoué. Veuillez réessayer.',
  slowCredits: 'Paiement effectué, mais l’ajout des crédits prend plus de temps que prévu. Vos crédits arriveront bientôt.',
};

export default payments;
