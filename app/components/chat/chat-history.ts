/**
 * Whether this history entry is the one the open chat adds on a phone, where it covers the page
 * and Back is expected to close it (docs/decisions/0088). The panel adds and removes the entry;
 * the launcher answers Back and Forward. A module of its own, so neither imports the other.
 */
export const inChatEntry = () => history.state?.chat === true;
