import { Injectable } from '@nestjs/common';
import type { HelpCategory, Language } from '@wps/shared-types';
import { MerchantService } from '../merchant/merchant.service.js';
import { HelpCentreRepository } from './help-centre.repository.js';

type Texts = Partial<Record<Language, { title?: unknown; content?: unknown }>>;

@Injectable()
export class HelpCentreService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly help: HelpCentreRepository,
  ) {}

  /**
   * The operator's help centre in `language`. An article without a text in that language is left
   * out rather than shown in another language; so is a section left with no article.
   */
  async categories(host: string | undefined, language: Language): Promise<HelpCategory[]> {
    const site = await this.merchants.siteForHost(host);
    const categories = await this.help.findCategories(site.id);
    return categories
      .map((category) => ({
        code: category.code,
        title: textOf((category.titles as Partial<Record<Language, unknown>>)[language]),
        articles: category.articles.flatMap((article) => {
          const text = (article.texts as Texts)[language];
          const title = textOf(text?.title);
          const content = textOf(text?.content);
          return title && content ? [{ code: article.code, title, content }] : [];
        }),
      }))
      .filter((category) => category.title && category.articles.length > 0);
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
