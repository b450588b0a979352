/**
 * A refusal an operator caused and can fix (a start, a command): its French message says why and what to
 * do, and is all they see — never a stack trace.
 */
export class OperatorRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorRefusal';
  }
}
