import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (fr). */
export const fr: SiweMessages = {
  signIn: 'S’identifier',
  signOut: 'Fermer la session',
  stepTitle: (app) => `S’identifier sur ${app}`,
  stepIntro: (app) =>
    `Signez un message pour prouver à ${app} que vous contrôlez ce compte : c’est gratuit, sans transaction ni frais de gas.`,
  notNow: 'Pas maintenant',
  confirmIn: (wallet) => `Confirmez l’identification dans ${isolate(wallet)}.`,
  verifying: 'Vérification de la connexion…',
  signedInAs: (name) => `Identifié en tant que ${isolate(name)}`,
  refused: 'Le serveur n’a pas accepté l’identification. Réessayez.',
  unavailable:
    'L’identification est indisponible pour le moment. Réessayez plus tard.',
}
