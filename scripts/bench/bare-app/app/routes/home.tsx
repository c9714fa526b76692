import { useLoaderData } from "react-router";

// The page's size comes from the benchmark, which measures the storefront's home page: BARE_ELEMENTS elements
// rendered by this route, from BARE_DATA_BYTES bytes of loader data (JSON).
const ELEMENTS_PER_CARD = 5; // li > a > img, span; p
const CARDS_PER_SECTION = 8; // section > h2, ul
const ELEMENTS_PER_SECTION = 3;

type Card = {
  id: string;
  name: string;
  href: string;
  price: number;
  image: { src: string; alt: string; width: number; height: number };
  text: string;
};

function pageData(elements: number, dataBytes: number) {
  const perCard = ELEMENTS_PER_CARD + ELEMENTS_PER_SECTION / CARDS_PER_SECTION;
  const count = Math.max(1, Math.round((elements - 1) / perCard)); // 1: <main>
  const cards: Card[] = Array.from({ length: count }, (_, i) => ({
    id: `card-${i}`,
    name: `Product ${i}`,
    href: `/product/${i}`,
    price: 100 + i,
    image: { src: `/images/${i}.svg`, alt: `Photo of product ${i}`, width: 800, height: 800 },
    text: "",
  }));
  const bare = JSON.stringify({ title: "Home", cards }).length;
  const textLength = Math.max(0, Math.floor((dataBytes - bare) / count));
  const words = "oolong green jasmine assam darjeeling sencha matcha pu-erh ";
  for (const [i, card] of cards.entries()) {
    // distinct strings: turbo-stream sends a repeated value once
    card.text = `${i} ${words.repeat(Math.ceil(textLength / words.length))}`.slice(0, textLength);
  }
  return { title: "Home", cards };
}

// made once: what is measured is React Router's work (serialising, rendering), as a loader's data source differs
const data = pageData(Number(process.env.BARE_ELEMENTS ?? 500), Number(process.env.BARE_DATA_BYTES ?? 40_000));

export function loader() {
  return data;
}

export default function Home() {
  const { title, cards } = useLoaderData<typeof loader>();
  const sections: Card[][] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_SECTION) sections.push(cards.slice(i, i + CARDS_PER_SECTION));
  return (
    <main>
      {sections.map((section, s) => (
        <section key={s}>
          <h2>
            {title} {s + 1}
          </h2>
          <ul>
            {section.map((card) => (
              <li key={card.id}>
                <a href={card.href}>
                  {/* lazy: React preloads an eager image with a <link> in the head, an element more */}
                  <img {...card.image} loading="lazy" />
                  <span>
                    {card.name} · {card.price}
                  </span>
                </a>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
