import './app/zodSetup';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './app/App';
import { buildRoutes } from './app/routes';
import { parseFirstScreen } from './app/firstScreen';
import { streamedHtml } from './app/streamedHtml';
import { createQueryClient } from './api/queryClient';
import { i18n, initI18n, isLanguage } from './i18n';

/**
 * The BFF's drawing of a page's first screen (server/bff/first-screen.ts), built by Vite into
 * dist/web-ssr. It draws exactly what the browser's first render draws from the same page: the
 * same routes, providers, texts and query cache (the dehydrated first screen the page carries), so
 * React in the browser takes the markup over (hydrateRoot) instead of drawing it again. Nothing of a
 * shopper is known here: their own data load in the browser, as on a page drawn there.
 */

/** One render of a page. */
export interface DrawnPage {
  /** The markup of the root element's content. */
  html: string;
}

export interface DrawRequest {
  /** Path with its language prefix, and query string: what the browser's router will read. */
  url: string;
  lang: string;
  /** The dehydrated first screen exactly as the page carries it (JSON). */
  firstScreen: string;
}

const handler = createStaticHandler(buildRoutes());
const loaded = new Set<string>();

/** The language is the i18n instance's own (the formatters read it), so one drawing runs at a time,
 * from its language change to its last byte. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * The root's markup for `url`, or null when the routes answer with a redirect (the browser's router
 * then takes the page as usual).
 */
export async function drawPage(req: DrawRequest): Promise<DrawnPage | null> {
  if (!isLanguage(req.lang)) throw new Error(`unknown language ${req.lang}`);
  const lang = req.lang;
  const context = await handler.query(new Request(new URL(req.url, 'http://storefront.invalid')));
  if (context instanceof Response) return null;
  const client = createQueryClient();
  const state = parseFirstScreen(req.firstScreen);
  if (state) hydrate(client, state);
  const draw = async (): Promise<DrawnPage> => {
    if (!loaded.has(lang)) {
      await initI18n(lang);
      loaded.add(lang);
    }
    await i18n.changeLanguage(lang);
    const router = createStaticRouter(handler.dataRoutes, context);
    // The drawing waits for every part that loads on its own (the page's chunk, the home page's
    // floating window) before any byte is taken, so the browser finds them drawn too instead of
    // drawing them again.
    const html = await streamedHtml((sink) => {
      const stream = renderToPipeableStream(
        <StrictMode>
          <AppProviders client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
        {
          onAllReady: () => stream.pipe(sink),
          onShellError: (err) => sink.destroy(err instanceof Error ? err : new Error(String(err))),
        },
      );
    });
    return { html };
  };
  const mine = turn.then(draw, draw);
  turn = mine.catch(() => undefined);
  try {
    return await mine;
  } finally {
    // The cache lives for this one drawing; its collection timers must not keep it for minutes.
    client.clear();
  }
}
