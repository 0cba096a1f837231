/** K-26: one way to reach a location from the chat widget's panel. */
export type ChatContactDto = { id: number; name: string; phone: string | null; email: string | null };
