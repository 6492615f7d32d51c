/**
 * An answer already serialized, as a cache keeps it: the wrapper sends the text as it is. A cached answer
 * kept as one string costs the garbage collector one object instead of a tree of them, and a hit skips
 * JSON.stringify. The type parameter keeps the answer's shape checked where the text is made.
 */
export class JsonText<T> {
  /** Never set: it ties the text to the type it was made from, so one answer's text cannot stand in for another's. */
  declare readonly madeFrom?: T;

  private constructor(readonly text: string) {}

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(JSON.stringify(value));
  }

  /** Text that JsonText.of made from a T and that was kept since (in the database): sent as it is. */
  static kept<T>(text: string): JsonText<T> {
    return new JsonText<T>(text);
  }
}
