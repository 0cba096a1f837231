/** A 400 answer's body for failed validation: the first problem as `error`, and each field's problem by path. */
export function issuesBody(issues: readonly { path: readonly PropertyKey[]; message: string }[]): {
  error: string;
  fieldErrors: Record<string, string>;
} {
  const fieldErrors = Object.fromEntries(
    issues.map((issue) => [issue.path.map(String).join('.') || 'body', issue.message]),
  );
  return { error: issues[0]?.message ?? 'Invalid request', fieldErrors };
}
