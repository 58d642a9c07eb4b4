/**
 * The game screen's state and actions: loads the day's configuration and the saved game, takes
 * letters, submits guesses, and times the reveal (SPEC §4, §5, §8, §9).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { RevealedLetterDto } from '../../../lambdas/contracts';
import type { PlayerStatistics } from '../account/useStats';
import { ApiError, NetworkError, type GameApi } from '../lib/api';
import { revealDurationMs } from './model';
import { canType, gameReducer, initialGame } from './reducer';

export interface Player {
  userId: string | null;
  anonymousId: string | null;
}

export interface GameEvents {
  /** A guess's answer carried the signed-in player's balance (SPEC §4). */
  onBalance?(balance: number): void;
  /** Once, right after sign-in: the anonymousId whose game of today moves to the account. */
  takeMigration?(): string | null;
}

export function useGame(api: GameApi, player: Player, events: GameEvents = {}) {
  const [game, dispatch] = useReducer(gameReducer, initialGame);
  /** A signed-in player's streaks and statistics, as the game's load brought them. */
  const [loadedStats, setLoadedStats] = useState<PlayerStatistics | null>(null);
  const inFlight = useRef(false);
  // Read through a ref: callers may pass new functions each render without re-making submit.
  const eventsRef = useRef(events);
  eventsRef.current = events;

  // Load the day's configuration, then the saved game (SPEC §4 "On load").
  useEffect(() => {
    let cancelled = false;
    setLoadedStats(null);
    (async () => {
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
        try {
          dispatch({
            type: 'restored',
            rows: saved.data.guesses,
            guessesUsed: saved.data.guesses_used,
            won: saved.data.won,
            revealedLetters: saved.data.revealed_letters ?? [],
            answer: saved.data.answer,
            date: saved.data.date,
          });
          setLoadedStats(saved.statistics ? { streaks: saved.streaks, statistics: saved.statistics } : null);
        } catch {
          toast.error('Error loading game. Please try again.');
          dispatch({ type: 'restoreFailed' });
        }
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
  // finished game is announced (SPEC §4: 'Magnificent!' / 'Better luck tomorrow!').
  useEffect(() => {
    if (game.revealingRow === null) return;
    const outcome = game.pendingState;
    const timer = setTimeout(() => {
      dispatch({ type: 'revealed' });
      if (outcome === 'won') toast.success('Magnificent!');
      if (outcome === 'lost') toast('Better luck tomorrow!');
    }, revealDurationMs(game.wordLength));
    return () => clearTimeout(timer);
  }, [game.revealingRow, game.wordLength, game.pendingState]);

  const addLetter = useCallback((letter: string) => dispatch({ type: 'letter', letter }), []);
  const removeLetter = useCallback(() => dispatch({ type: 'backspace' }), []);

  const gameRef = useRef(game);
  gameRef.current = game;

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

  return { game, loadedStats, addLetter, removeLetter, submit, revealLetters };
}
