/** A source a fact on the site or in a chat answer traces to, with the date it was read. */
export interface Source {
  title: string;
  url: string;
  /** The date the source was read (YYYY-MM-DD). */
  checked: string;
}
