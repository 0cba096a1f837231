import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

export function HomeHero({ siteName, searchPath }: { siteName: string; searchPath: string }) {
  return (
    <section className="bg-primary text-primary-foreground">
      <Container className="flex flex-col items-start gap-6 py-16 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{siteName}</h1>
        <p className="max-w-2xl text-lg">New, demo and used vehicles, finance, servicing and parts.</p>
        <ButtonLink href={searchPath} variant="accent" className="px-6">
          <Icon name="search" className="size-5" />
          Browse stock
        </ButtonLink>
      </Container>
    </section>
  );
}
