// Apart from the matcher and zod, so that forms can show the limit without loading either.

/** A pasted label panel fits comfortably; anything longer is not a label. */
export const MAX_CHECK_CHARS = 5000;
