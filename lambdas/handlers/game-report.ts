import { gameReportRequest } from '../contracts/game-report';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { gameReport } from '../services/report';

/** POST game-report: a finished game's decryption report (409 while it is playing: nothing of it leaks). */
export const handler = api('game-report', { identify, body: gameReportRequest, limits: limitStore }, async ({ body, caller, now }) => ({
  body: await gameReport(caller, body, now),
}));
