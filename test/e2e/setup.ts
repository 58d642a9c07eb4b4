// Whole games with 10-letter reveals take several seconds each: a guard, not a timing assertion.
jest.setTimeout(120_000);
