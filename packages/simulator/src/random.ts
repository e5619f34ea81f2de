/** A uniform draw in [0, 1). Seeded by the caller, so a simulation replays exactly. */
export type Random = () => number;
