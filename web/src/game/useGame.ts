/**
 * The game screen's state and actions: loads the day's configuration and the saved game, takes
 * letters, submits guesses, and times the reveal (product.md §3, §4, §7, §8).
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import type { RevealedLetterDto } from '@contracts';
import type { PlayerStatistics } from '../account/useStats';
import { ApiError, NetworkError, type GameApi } from '../lib/api';
import { revealDurationMs } from './model';
import { canType, gameReducer, initialGame } from './reducer';

export interface Player {
  userId: string | null;
  anonymousId: string | null;
}

export interface GameEvents {
  /** A guess's answer carried the signed-in player's balance (product.md §3). */
  onBalance?: (balance: number) => void;
  /** Once, right after sign-in: the anonymousId whose game of today moves to the account. */
  takeMigration?: () => string | null;
  /** The game's load also brought the player's streaks and statistics (null when anonymous). */
  onLoaded?: (stats: PlayerStatistics | null) => void;
  /** A game was won or lost on this page (its reveal complete). */
  onFinished?: () => void;
}

export function useGame(api: GameApi, player: Player, events: GameEvents = {}) {
  const [game, dispatch] = useReducer(gameReducer, initialGame);
  const inFlight = useRef(false);
  // Callbacks read the latest game and events through refs, so submit is made once, not every render.
  const eventsRef = useRef(events);
  const gameRef = useRef(game);
  useLayoutEffect(() => {
    eventsRef.current = events;
    gameRef.current = game;
  });

  // Load the day's configuration, then the saved game (product.md §3 "On load").
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let config;
      try {
        config = await api.wordLength();
      } catch {
        if (!cancelled) {
          toast.error('Error loading game configuration');
          dispatch({ type: 'restoreFailed' });
        }
        return;
      }
      if (cancelled) return;
      dispatch({ type: 'configured', wordLength: config.wordLength, dayOfWeek: config.dayOfWeek });
      try {
        const migrateFrom = player.userId ? (eventsRef.current.takeMigration?.() ?? null) : player.anonymousId;
        const saved = await api.loadGameState({ userId: player.userId, anonymousId: migrateFrom });
        if (cancelled) return;
        // An answer without a game in it cannot build the board: say so, and start fresh.
        if (typeof saved?.data !== 'object' || saved.data === null) {
          toast.error('Error loading game. Please try again.');
          dispatch({ type: 'restoreFailed' });
          return;
        }
        dispatch({
          type: 'restored',
          rows: saved.data.guesses,
          guessesUsed: saved.data.guesses_used,
          won: saved.data.won,
          revealedLetters: saved.data.revealed_letters ?? [],
          answer: saved.data.answer,
          date: saved.data.date,
        });
        eventsRef.current.onLoaded?.(saved.statistics ? { streaks: saved.streaks, statistics: saved.statistics } : null);
      } catch {
        if (cancelled) return;
        toast.error('Error loading game state');
        dispatch({ type: 'restoreFailed' }); // the game starts fresh
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, player.userId, player.anonymousId]);

  // Once a row's flip completes, its colours reach the keyboard, the next row opens, and a
  // finished game is announced (product.md §3: 'Magnificent!' / 'Better luck tomorrow!').
  useEffect(() => {
    if (game.revealingRow === null) return;
    const outcome = game.pendingState;
    const timer = setTimeout(() => {
      dispatch({ type: 'revealed' });
      if (outcome === 'won') toast.success('Magnificent!');
      if (outcome === 'lost') toast('Better luck tomorrow!');
      if (outcome === 'won' || outcome === 'lost') eventsRef.current.onFinished?.();
    }, revealDurationMs(game.wordLength));
    return () => clearTimeout(timer);
  }, [game.revealingRow, game.wordLength, game.pendingState]);

  const addLetter = useCallback((letter: string) => dispatch({ type: 'letter', letter }), []);
  const removeLetter = useCallback(() => dispatch({ type: 'backspace' }), []);

  const submit = useCallback(async () => {
    const current = gameRef.current;
    if (!canType(current) || inFlight.current) return; // a submission in flight ignores the next
    if (current.currentGuess.length !== current.wordLength) {
      dispatch({ type: 'rejected' });
      toast.error('Not enough letters');
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'submitting' });
    try {
      const result = await api.submitGuess({
        guess: current.currentGuess,
        wordLength: current.wordLength,
        row: current.currentRow,
        date: current.date,
        userId: player.userId,
        anonymousId: player.userId ? null : player.anonymousId,
      });
      dispatch({ type: 'scored', tiles: result.evaluation, gameState: result.gameState, answer: result.answer });
      if (!result.saved) toast.error('Failed to save game progress');
      if (result.creditBalance !== null) eventsRef.current.onBalance?.(result.creditBalance);
    } catch (error) {
      dispatch({ type: 'submitFailed' });
      if (error instanceof NetworkError) toast.error('Error submitting guess. Please try again.');
      else if (error instanceof ApiError && error.message === 'Not in word list') toast.error('Word not in word list');
      else toast.error(error instanceof ApiError && error.message ? error.message : 'Error submitting guess');
    } finally {
      inFlight.current = false;
    }
  }, [api, player.userId, player.anonymousId]);

  const revealLetters = useCallback((letters: RevealedLetterDto[]) => dispatch({ type: 'helped', revealedLetters: letters }), []);

  return { game, addLetter, removeLetter, submit, revealLetters };
}
