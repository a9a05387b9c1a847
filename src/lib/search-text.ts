/**
 * A list's search text (the `q` of the list-query convention): the sandbox refuses longer text, and the search forms say
 * so under the box instead of cutting what was typed or pasted.
 */
export const searchTextMax = 100;
export const searchTextMessage = `Search text is at most ${searchTextMax} characters`;

/** Why the typed search text cannot be searched for, or undefined. */
export const searchTextProblem = (text: string) => (text.trim().length > searchTextMax ? searchTextMessage : undefined);
