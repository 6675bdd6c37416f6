/** The id of a row a write transaction inserts, known once its statements have run. */
export class RowRef {
  private value: number | undefined;
  /** The row's id (an error before the transaction sent its insert). */
  get id(): number {
    if (this.value === undefined) throw new Error('The row has not been inserted yet.');
    return this.value;
  }
  /** True once the insert ran and the id is known. */
  get known(): boolean {
    return this.value !== undefined;
  }
  /** Sets the id once the insert ran. */
  resolve(id: number): void {
    this.value = id;
  }
}
