import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { emptyCard } from './card-form';
import {
  dropCard,
  isNoSignal,
  keepCard,
  keepDraft,
  readDraft,
  waitingCards,
  type WaitingCard,
} from './waiting-cards';

/** A session storage of the test's own. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const card = (key: string, strokes: number): WaitingCard => ({
  key,
  name: key,
  body: { fixtureId: 7, memberId: 1, handicapIndex: 10, holes: Array(18).fill(strokes) },
});

describe('the cards kept on the phone while there is no signal', () => {
  it('keeps cards in order, a later card for the same player replacing the earlier, each fixture apart', () => {
    const store = memoryStore();
    keepCard(store, 7, card('member:1', 4));
    keepCard(store, 7, card('member:2', 5));
    keepCard(store, 8, card('member:1', 6));
    expect(keepCard(store, 7, card('member:1', 3)).map((c) => [c.key, c.body.holes[0]])).toEqual([
      ['member:2', 5],
      ['member:1', 3],
    ]);
    expect(waitingCards(store, 8)).toHaveLength(1);
  });

  it('drops a card once sent, and leaves nothing behind when the last one goes', () => {
    const store = memoryStore();
    keepCard(store, 7, card('member:1', 4));
    keepCard(store, 7, card('guest:Tom', 4));
    expect(dropCard(store, 7, 'member:1').map((c) => c.key)).toEqual(['guest:Tom']);
    dropCard(store, 7, 'guest:Tom');
    expect(store.items.size).toBe(0);
    expect(waitingCards(store, 7)).toEqual([]);
  });

  it('keeps the card being typed until it is saved', () => {
    const store = memoryStore();
    const draft = { ...emptyCard(), player: 'member:3', handicapIndex: '8.1' };
    keepDraft(store, 7, draft);
    expect(readDraft(store, 7)).toEqual(draft);
    expect(readDraft(store, 8)).toBeNull();
    keepDraft(store, 7, null);
    expect(readDraft(store, 7)).toBeNull();
  });

  it('goes on without storage, or with storage that refuses or holds rubbish', () => {
    expect(keepCard(null, 7, card('member:1', 4))).toHaveLength(1);
    expect(waitingCards(null, 7)).toEqual([]);
    const full = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(waitingCards(full, 7)).toEqual([]);
    expect(() => keepCard(full, 7, card('member:1', 4))).not.toThrow();
    expect(readDraft(full, 7)).toBeNull();
  });

  it('tells a dropped signal from a refusal', () => {
    expect(isNoSignal(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoSignal(new ApiError(503, 'Service Unavailable', null))).toBe(true);
    expect(isNoSignal(new ApiError(504, 'Gateway Timeout', null))).toBe(true);
    expect(isNoSignal(new ApiError(400, 'A card has 18 holes', {}))).toBe(false);
    expect(isNoSignal(new ApiError(401, 'Not signed in', {}))).toBe(false);
    expect(isNoSignal(new ApiError(500, 'Server error', {}))).toBe(false);
  });
});
