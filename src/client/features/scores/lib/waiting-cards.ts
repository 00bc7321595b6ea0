import type { ScoreCardValues } from '@shared/schemas/fixture-scores';
import { ApiError } from '@/lib/api-client';
import type { CardFormValues } from './card-form';

/**
 * What the card-entry screen keeps on the phone, in the tab's session storage, so that a dropped signal at the bar
 * loses nothing: the cards that could not be sent (each replaced by a later one for the same player, sent when
 * the signal returns), and the card being typed (back after a reload or the browser closing the tab's page).
 * Storage that refuses (a private window, a full disc) only means nothing is kept: the screen goes on.
 */

/** A card that could not be sent: the body to send, the player's name to say so. */
export interface WaitingCard {
  key: string;
  name: string;
  body: ScoreCardValues;
  /** Why the server refused it, when it did (the card then waits to be opened and put right). */
  problem?: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const waitingKey = (fixtureId: number) => `society.cards.waiting.${fixtureId}`;
const draftKey = (fixtureId: number) => `society.cards.draft.${fixtureId}`;

function read<T>(store: Store | null, key: string): T | null {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
function write(store: Store | null, key: string, value: unknown) {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing kept: the screen still holds what was typed while it is open.
  }
}

/** The tab's session storage, or null where there is none (the server's render, a browser that refuses it). */
export function sessionStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The cards of a fixture waiting to be sent, oldest first. */
export function waitingCards(store: Store | null, fixtureId: number): WaitingCard[] {
  const cards = read<WaitingCard[]>(store, waitingKey(fixtureId));
  return Array.isArray(cards) ? cards : [];
}

/** Keeps a card to send later; a card waiting for the same player is replaced by it. Answers the new list. */
export function keepCard(store: Store | null, fixtureId: number, card: WaitingCard): WaitingCard[] {
  const cards = [...waitingCards(store, fixtureId).filter((c) => c.key !== card.key), card];
  write(store, waitingKey(fixtureId), cards);
  return cards;
}

/** Takes a card off the waiting list (it has been sent, or replaced by a card saved for the same player). */
export function dropCard(store: Store | null, fixtureId: number, key: string): WaitingCard[] {
  const cards = waitingCards(store, fixtureId).filter((c) => c.key !== key);
  write(store, waitingKey(fixtureId), cards.length ? cards : null);
  return cards;
}

/** The card being typed, as it was last kept; null for none. */
export const readDraft = (store: Store | null, fixtureId: number) =>
  read<CardFormValues>(store, draftKey(fixtureId));

/** Keeps the card being typed (null: the card was saved or cleared). */
export const keepDraft = (store: Store | null, fixtureId: number, values: CardFormValues | null) =>
  write(store, draftKey(fixtureId), values);

/**
 * Whether a save failed for want of a signal, rather than being refused: the request never reached the server
 * (the fetch itself failed), or a gateway on the way answered that the site could not be reached.
 */
export function isNoSignal(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}
