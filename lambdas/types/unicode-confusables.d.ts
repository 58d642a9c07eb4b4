/** The package ships its declarations as `index.ts.d` (a misnamed file TypeScript never finds): these are its own. */
declare module 'unicode-confusables' {
  export interface ConfusablePoint {
    point: string;
    similarTo?: string;
  }
  export const isConfusing: (input: string) => boolean;
  export const confusables: (input: string) => ConfusablePoint[];
  /** Each character replaced by its prototype in Unicode's confusables.txt (UTS #39). */
  export const rectifyConfusion: (input: string) => string;
}
