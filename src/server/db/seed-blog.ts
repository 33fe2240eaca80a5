// Over 300 lines: six demo posts written out in full, three per language, for salon owners.
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { slugify } from '../../core/blog.ts';
import { insertBlogImageWith, insertBlogPostWith, linkTranslationWith } from '../modules/blog/blog.repository.ts';
import { storeImage } from '../modules/site-content/uploaded-images.ts';
import type { UploadStorage } from '../modules/site-content/upload-storage.ts';
import { escapeXml } from '../xml.ts';
import type { Database } from './schema.ts';

/*
 * The demo blog (docs/blog.md): three posts per language for salon, barbershop and clinic owners, each
 * linked to its translation, published over the last month, with a cover drawn here (so that the
 * demo needs no file from elsewhere).
 */

interface DemoPost {
  title: string;
  excerpt: string;
  html: string;
}

const PAIRS: Array<{ daysAgo: number; colors: [string, string]; 'pt-BR': DemoPost; 'en-US': DemoPost }> = [
  {
    daysAgo: 24,
    colors: ['#6d28d9', '#2563eb'],
    'pt-BR': {
      title: 'Como reduzir as faltas na sua agenda',
      excerpt:
        'Confirmação, lembrete no dia anterior e uma política clara: três passos simples que devolvem horas de trabalho ao seu salão.',
      html: `<p>Cada cliente que falta é um horário que ninguém mais pode usar. Em um salão com quatro profissionais, duas faltas por dia somam mais de quarenta horas paradas por mês. A boa notícia: a maior parte delas se evita com hábitos simples.</p>
<h2>1. Confirme no momento do agendamento</h2>
<p>Um e-mail de confirmação com data, horário, serviço e endereço faz o cliente anotar o compromisso. No Agendo isso acontece sozinho, a cada agendamento, inclusive os feitos pela página de agendamento online.</p>
<h2>2. Lembre na véspera</h2>
<p>O lembrete enviado 24 horas antes é o que mais reduz faltas. Ele chega quando ainda dá tempo de remarcar — e um horário remarcado com um dia de antecedência quase sempre é preenchido por outra pessoa.</p>
<h2>3. Deixe a política clara</h2>
<ul><li>Diga até quando é possível cancelar sem custo.</li><li>Ofereça o link para remarcar, em vez de só cancelar.</li><li>Registre as faltas: o relatório mostra quem falta com frequência.</li></ul>
<p>Comece pelos lembretes. Em poucas semanas, compare a taxa de comparecimento no <strong>Dashboard</strong> e veja a diferença.</p>`,
    },
    'en-US': {
      title: 'How to cut no-shows from your schedule',
      excerpt:
        'A confirmation, a reminder the day before and a clear policy: three simple steps that give your salon its hours back.',
      html: `<p>Every client who does not show up leaves a slot nobody else can use. In a salon with four professionals, two no-shows a day add up to more than forty idle hours a month. The good news: most of them can be avoided with simple habits.</p>
<h2>1. Confirm when the booking is made</h2>
<p>A confirmation e-mail with the date, time, service and address makes clients put it in their calendar. Agendo sends it on its own for every booking, including those made on your online booking page.</p>
<h2>2. Remind them the day before</h2>
<p>A reminder 24 hours ahead does the most against no-shows. It arrives while there is still time to reschedule — and a slot freed a day in advance is almost always taken by someone else.</p>
<h2>3. Make the policy clear</h2>
<ul><li>Say until when a booking can be cancelled at no cost.</li><li>Offer a link to reschedule, not only to cancel.</li><li>Record no-shows: the report shows who misses often.</li></ul>
<p>Start with reminders. In a few weeks, compare the show-up rate on the <strong>Dashboard</strong> and see the difference.</p>`,
    },
  },
  {
    daysAgo: 14,
    colors: ['#db2777', '#7c3aed'],
    'pt-BR': {
      title: 'Agendamento online: o que o seu cliente espera encontrar',
      excerpt:
        'Serviços com preço e duração, horários reais e confirmação na hora. Veja como montar uma página de agendamento que o cliente termina de usar.',
      html: `<p>Quem agenda pelo celular quer resolver em menos de um minuto. Se a página pede cadastro, esconde o preço ou mostra horários que não existem, o cliente desiste e vai para o concorrente.</p>
<h2>O que não pode faltar</h2>
<ol><li><strong>Serviços com preço e duração</strong>: o cliente decide antes de escolher o horário.</li><li><strong>Horários de verdade</strong>: só o que está livre na agenda de cada profissional, já descontados intervalos e outros atendimentos.</li><li><strong>Confirmação imediata</strong>: na tela e por e-mail, com opção de remarcar.</li></ol>
<h2>Divulgue o link</h2>
<p>Coloque o link da sua página na bio do Instagram, no WhatsApp Business e no Google. Cada agendamento que chega por ali é uma ligação a menos no meio de um atendimento.</p>
<p>No Agendo, a página é criada com os seus serviços e a sua equipe; você só escolhe o texto de boas-vindas e quanto tempo à frente o cliente pode agendar.</p>`,
    },
    'en-US': {
      title: 'Online booking: what your clients expect to find',
      excerpt:
        'Services with prices and durations, real availability and an instant confirmation. How to build a booking page clients actually finish.',
      html: `<p>People booking on their phone want it done in under a minute. If the page asks them to register, hides the price or shows times that do not exist, they give up and go elsewhere.</p>
<h2>What it must have</h2>
<ol><li><strong>Services with price and duration</strong>: clients decide before they pick a time.</li><li><strong>Real availability</strong>: only what is free in each professional's schedule, breaks and other appointments already taken out.</li><li><strong>Instant confirmation</strong>: on screen and by e-mail, with a way to reschedule.</li></ol>
<h2>Share the link</h2>
<p>Put your page's link in your Instagram bio, on WhatsApp Business and on Google. Every booking that comes through it is one phone call less in the middle of a service.</p>
<p>In Agendo, the page is built from your services and your team; you only choose the welcome text and how far ahead clients may book.</p>`,
    },
  },
  {
    daysAgo: 5,
    colors: ['#059669', '#0ea5e9'],
    'pt-BR': {
      title: 'Comissões sem planilha: como fechar o mês em minutos',
      excerpt:
        'Taxa por profissional e por serviço, valores corrigidos e pagamentos registrados: o fechamento do mês que bate com o caixa, centavo por centavo.',
      html: `<p>O fim do mês não precisa ser uma tarde inteira conferindo planilhas. Quando cada atendimento concluído já carrega o valor cobrado e a taxa de comissão, o fechamento vira uma conferência rápida.</p>
<h2>Defina as regras uma vez</h2>
<ul><li>Uma taxa padrão para o estabelecimento.</li><li>Uma taxa própria para quem tem acordo diferente.</li><li>Taxas por serviço quando um procedimento paga mais.</li></ul>
<h2>Corrija o valor no atendimento</h2>
<p>Deu desconto ou acrescentou um serviço? Ajuste o valor no próprio agendamento. A comissão, o relatório e o dashboard passam a mostrar o mesmo número.</p>
<h2>Registre o pagamento</h2>
<p>Ao pagar, marque o mês como pago. Se mudar uma taxa depois, os meses já pagos continuam com a taxa da época — e o extrato de cada profissional mostra tudo, atendimento por atendimento.</p>`,
    },
    'en-US': {
      title: 'Commissions without spreadsheets: close the month in minutes',
      excerpt:
        'Rates per professional and per service, corrected prices and recorded payments: a month-end that matches the till to the cent.',
      html: `<p>Month-end does not have to be an afternoon of checking spreadsheets. When every completed appointment already carries the price charged and the commission rate, closing the month is a quick review.</p>
<h2>Set the rules once</h2>
<ul><li>A standard rate for the business.</li><li>A rate of their own for whoever has a different deal.</li><li>Rates per service when a treatment pays more.</li></ul>
<h2>Correct the price on the appointment</h2>
<p>Gave a discount or added a service? Adjust the price on the appointment itself. The commission, the report and the dashboard then show the same number.</p>
<h2>Record the payment</h2>
<p>When you pay, mark the month as paid. If a rate changes later, months already paid keep the rate of the time — and each professional's statement shows everything, appointment by appointment.</p>`,
    },
  },
];

/** A 1600 × 900 cover: the brand's gradient and the post's title, drawn from SVG. */
async function coverImage(title: string, [from, to]: [string, string]): Promise<Buffer> {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map(
      (line, index) =>
        `<text x="120" y="${330 + index * 110}" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="1380" cy="180" r="260" fill="#ffffff" opacity="0.08"/><text x="120" y="190" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="600" fill="#ffffff" opacity="0.85">Agendo · Blog</text>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Seeds the demo posts, written by `authorId`; covers are drawn when there is somewhere to keep them. */
export async function seedDemoBlog(
  db: Kysely<Database>,
  options: { authorId: string; authorName: string; storage?: UploadStorage | undefined; now: Date },
): Promise<void> {
  for (const pair of PAIRS) {
    const publishedAt = new Date(options.now.getTime() - pair.daysAgo * 24 * 60 * 60 * 1000);
    const ids: string[] = [];
    for (const language of ['pt-BR', 'en-US'] as const) {
      const post = pair[language];
      let coverImageId: string | null = null;
      if (options.storage) {
        try {
          coverImageId = await storeImage(
            options.storage,
            'blog',
            await coverImage(post.title, pair.colors),
            async (image, id) => {
              await insertBlogImageWith(db, image, id, options.authorId);
              return id;
            },
          );
        } catch {
          // A demo without covers is still a demo.
          coverImageId = null;
        }
      }
      const written = await insertBlogPostWith(db, {
        slug: slugify(post.title),
        language,
        title: post.title,
        excerpt: post.excerpt,
        contentHtml: post.html,
        coverImageId,
        // The English post names the Portuguese one; linking it makes them name each other.
        translationId: ids[0] ?? null,
        authorId: options.authorId,
        authorName: options.authorName,
        publishedAt,
        at: publishedAt,
      });
      ids.push(written.id);
    }
    await linkTranslationWith(db, ids[1]!, ids[0]!);
  }
}
