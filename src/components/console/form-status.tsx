import { InlineAlert } from '@/components/ui/inline-alert';

/** Under a console form: the refusal (announced at once) or what was saved (announced politely). */
export function FormStatus({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      <InlineAlert message={error} />
      <p role="status" className="text-sm text-green-800">
        {done}
      </p>
    </>
  );
}
