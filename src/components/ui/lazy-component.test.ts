import { createElement, Suspense, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { clientOnlyLazy, lazyOrNothing, preloader } from './lazy-component';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const Placeholder = () => createElement('div', { 'aria-hidden': 'true' });

/** The HTML once every Suspense boundary has settled (its lazy parts loaded or given up), without React's
 * boundary markers. */
async function settledHtml(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerender(element);
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->/g, '');
}

function inSuspense<Props extends object>(component: ComponentType<Props>, props: Props) {
  return createElement(Suspense, { fallback: 'loading' }, createElement(component, props));
}

describe('lazyOrNothing', () => {
  it('renders the component once its code has loaded', async () => {
    const Lazy = lazyOrNothing(() => Promise.resolve(Greeting));
    expect(await settledHtml(inSuspense(Lazy, { name: 'Jo' }))).toBe('<p>Hello Jo</p>');
  });

  it('renders nothing, and throws nothing, when its code cannot be fetched', async () => {
    const Lazy = lazyOrNothing<{ name: string }>(() => Promise.reject(new Error('ChunkLoadError')));
    expect(await settledHtml(inSuspense(Lazy, { name: 'Jo' }))).toBe('');
  });
});

describe('clientOnlyLazy', () => {
  it('draws only the fallback on the server, and never asks for the code there', async () => {
    let loads = 0;
    const Lazy = clientOnlyLazy(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    }, Placeholder);
    expect(await settledHtml(createElement(Lazy, { name: 'Jo' }))).toBe('<div aria-hidden="true"></div>');
    expect(loads).toBe(0);
  });
});

describe('preloader', () => {
  it('starts the fetch and swallows its failure (the use meets it again)', async () => {
    let calls = 0;
    const preload = preloader(() => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    });
    expect(preload()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
  });
});
