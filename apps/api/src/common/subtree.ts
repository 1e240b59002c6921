/**
 * The LIKE pattern of every account below an agent, whose subtree's ancestry paths start with
 * `subtreePath` (`<agent's path><agent id>/`): an indexed prefix scan (text_pattern_ops). Paths
 * hold digits and slashes only, but LIKE's own characters are escaped all the same.
 */
export const subtreeLike = (subtreePath: string) => `${subtreePath.replace(/[\\%_]/g, '\\$&')}%`;
