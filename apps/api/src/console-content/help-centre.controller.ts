import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_CONTENT_PATHS,
  type ConsoleHelpArticle,
  type ConsoleHelpCategory,
  type ConsolePage,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ContentIdDto } from './dto/content-id.dto.js';
import {
  ConsoleHelpArticleDto,
  ConsoleHelpArticleQueryDto,
  ConsoleHelpCategoryDto,
} from './dto/help-centre.dto.js';
import { HelpCentreService } from './help-centre.service.js';

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.helpCategories.slice(1))
export class HelpCategoriesController {
  constructor(private readonly help: HelpCentreService) {}

  @Get()
  @ConsoleRoute('content.read')
  @ApiOperation({ summary: 'Sections of the help centre, in order, with their article counts' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleHelpCategory>> {
    return this.help.categories(operator, query);
  }

  @Post()
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Adds a help section (its code is the anchor on /help)' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleHelpCategoryDto,
  ): Promise<ConsoleHelpCategory> {
    return this.help.createCategory(operator, dto);
  }

  @Put(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Replaces a help section' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
    @Body() dto: ConsoleHelpCategoryDto,
  ): Promise<ConsoleHelpCategory> {
    return this.help.updateCategory(operator, params.id, dto);
  }

  @Delete(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Deletes an empty help section (409 while it has articles)' })
  remove(@CurrentOperator() operator: OperatorActor, @Param() params: ContentIdDto): Promise<null> {
    return this.help.removeCategory(operator, params.id);
  }
}

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.helpArticles.slice(1))
export class HelpArticlesController {
  constructor(private readonly help: HelpCentreService) {}

  @Get()
  @ConsoleRoute('content.read')
  @ApiOperation({ summary: 'Help articles (of one section), every language' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleHelpArticleQueryDto,
  ): Promise<ConsolePage<ConsoleHelpArticle>> {
    return this.help.articles(operator, query);
  }

  @Post()
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Adds a help article to a section' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleHelpArticleDto,
  ): Promise<ConsoleHelpArticle> {
    return this.help.createArticle(operator, dto);
  }

  @Put(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Replaces a help article (it may move to another section)' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ContentIdDto,
    @Body() dto: ConsoleHelpArticleDto,
  ): Promise<ConsoleHelpArticle> {
    return this.help.updateArticle(operator, params.id, dto);
  }

  @Delete(':id')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Deletes a help article' })
  remove(@CurrentOperator() operator: OperatorActor, @Param() params: ContentIdDto): Promise<null> {
    return this.help.removeArticle(operator, params.id);
  }
}
