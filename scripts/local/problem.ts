/** A start-up problem the person at the keyboard can fix: printed as one line, never as a stack trace. */
export class LocalStackProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalStackProblem';
  }
}
