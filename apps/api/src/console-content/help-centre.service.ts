import { Injectable } from '@nestjs/common';
import type {
  ConsoleHelpArticle,
  ConsoleHelpArticleInput,
  ConsoleHelpArticleQuery,
  ConsoleHelpCategory,
  ConsoleHelpCategoryInput,
  ConsolePage,
  ConsolePageQuery,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import {
  changed,
  created,
  fieldsOf,
  notFound,
  perLanguage,
  removed,
  storedPerLanguage,
  textOf,
  writeRow,
} from './content-rows.js';
import { HelpCentreRepository } from './help-centre.repository.js';

type CategoryRow = NonNullable<Awaited<ReturnType<HelpCentreRepository['findCategory']>>>;
type ArticleRow = NonNullable<Awaited<ReturnType<HelpCentreRepository['findArticle']>>>;

/**
 * The help centre of /help and /helpmc: sections (whose codes are the page's anchors) and their
 * articles, every language at once. Players read it straight from the database: a change shows
 * at their next request.
 */
@Injectable()
export class HelpCentreService {
  constructor(private readonly help: HelpCentreRepository) {}

  async categories(
    operator: OperatorActor,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleHelpCategory>> {
    const window = pageWindow(query);
    const { rows, total } = await this.help.categoryPage(
      operator.merchantId,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, toConsoleCategory);
  }

  async createCategory(
    operator: OperatorActor,
    input: ConsoleHelpCategoryInput,
  ): Promise<ConsoleHelpCategory> {
    const row = await writeRow(
      () => this.help.createCategory(operator.merchantId, categoryValues(input)),
      'help section',
      'Another help section of this site has this code',
    );
    const category = toConsoleCategory(row);
    operator.change = created(`help-category:${row.id}`, category);
    return category;
  }

  async updateCategory(
    operator: OperatorActor,
    id: number,
    input: ConsoleHelpCategoryInput,
  ): Promise<ConsoleHelpCategory> {
    const before = toConsoleCategory(await this.existingCategory(operator, id));
    const row = await writeRow(
      () => this.help.updateCategory(operator.merchantId, id, categoryValues(input)),
      'help section',
      'Another help section of this site has this code',
    );
    const after = toConsoleCategory(row);
    operator.change = changed(`help-category:${id}`, before, after);
    return after;
  }

  /** Deletes an empty section; one that still has articles answers 409. */
  async removeCategory(operator: OperatorActor, id: number): Promise<null> {
    const before = toConsoleCategory(await this.existingCategory(operator, id));
    if ((await this.help.deleteEmptyCategory(operator.merchantId, id)) === 0) {
      throw new AppError('CONFLICT', 'Move or delete the articles of this section first');
    }
    operator.change = removed(`help-category:${id}`, before);
    return null;
  }

  async articles(
    operator: OperatorActor,
    query: ConsoleHelpArticleQuery,
  ): Promise<ConsolePage<ConsoleHelpArticle>> {
    const window = pageWindow(query);
    const { rows, total } = await this.help.articlePage(
      operator.merchantId,
      query.categoryId,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, toConsoleArticle);
  }

  async createArticle(
    operator: OperatorActor,
    input: ConsoleHelpArticleInput,
  ): Promise<ConsoleHelpArticle> {
    await this.checkCategory(operator, input.categoryId);
    const row = await writeRow(
      () => this.help.createArticle(articleValues(input)),
      'help article',
      ARTICLE_CODE_TAKEN,
    );
    const article = toConsoleArticle(row);
    operator.change = created(`help-article:${row.id}`, article);
    return article;
  }

  async updateArticle(
    operator: OperatorActor,
    id: number,
    input: ConsoleHelpArticleInput,
  ): Promise<ConsoleHelpArticle> {
    const before = toConsoleArticle(await this.existingArticle(operator, id));
    await this.checkCategory(operator, input.categoryId);
    const row = await writeRow(
      () => this.help.updateArticle(operator.merchantId, id, articleValues(input)),
      'help article',
      ARTICLE_CODE_TAKEN,
    );
    const after = toConsoleArticle(row);
    operator.change = changed(`help-article:${id}`, before, after);
    return after;
  }

  async removeArticle(operator: OperatorActor, id: number): Promise<null> {
    const before = toConsoleArticle(await this.existingArticle(operator, id));
    await writeRow(() => this.help.deleteArticle(operator.merchantId, id), 'help article');
    operator.change = removed(`help-article:${id}`, before);
    return null;
  }

  private async existingCategory(operator: OperatorActor, id: number): Promise<CategoryRow> {
    const row = await this.help.findCategory(operator.merchantId, id);
    if (!row) throw notFound('help section');
    return row;
  }

  private async existingArticle(operator: OperatorActor, id: number): Promise<ArticleRow> {
    const row = await this.help.findArticle(operator.merchantId, id);
    if (!row) throw notFound('help article');
    return row;
  }

  /** An article goes in a section of the operator's own site. */
  private async checkCategory(operator: OperatorActor, categoryId: number): Promise<void> {
    if (!(await this.help.findCategory(operator.merchantId, categoryId))) {
      throw invalidInput({ categoryId: 'No help section of this site has this id' });
    }
  }
}

const ARTICLE_CODE_TAKEN = 'Another article of this section has this code';

function categoryValues(input: ConsoleHelpCategoryInput) {
  return {
    code: input.code,
    sortOrder: input.sortOrder ?? 0,
    titles: storedPerLanguage(input.titles, (title) => title),
  };
}

function articleValues(input: ConsoleHelpArticleInput) {
  return {
    categoryId: input.categoryId,
    code: input.code,
    sortOrder: input.sortOrder ?? 0,
    texts: storedPerLanguage(input.texts, (text) => ({ title: text.title, content: text.content })),
  };
}

function toConsoleCategory(row: CategoryRow): ConsoleHelpCategory {
  return {
    id: row.id,
    code: row.code,
    sortOrder: row.sortOrder,
    titles: perLanguage(row.titles, textOf),
    articleCount: row._count.articles,
  };
}

function toConsoleArticle(row: ArticleRow): ConsoleHelpArticle {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryCode: row.category.code,
    code: row.code,
    sortOrder: row.sortOrder,
    texts: perLanguage(row.texts, (value) => {
      const text = fieldsOf(value);
      return { title: textOf(text.title), content: textOf(text.content) };
    }),
  };
}
