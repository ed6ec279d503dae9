import type { TopPick } from "~/domain/chat/context";

/** A top pick as the client keeps it, named and flagged as the test needs; the rest is filler. */
export const topPick = (name: string, isStim = false): TopPick => ({
  id: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  brand: "Brand",
  pricePerServing: null,
  hasNSF: true,
  hasUSP: false,
  hasInformed: false,
  certifications: [],
  isStim,
});
