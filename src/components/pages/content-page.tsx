import { Container } from '@/components/ui/container';
import { Markdown } from '@/components/ui/markdown';

type ContentPageProps = { title: string; body: string };

/** A dealer's content page (about us, privacy policy, warranty, …): its title and Markdown body. */
export function ContentPage({ title, body }: ContentPageProps) {
  return (
    <Container className="py-10 sm:py-14">
      <article>
        <h1 className="mb-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <Markdown source={body} />
      </article>
    </Container>
  );
}
