import { Controller, Delete, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MAILBOX_PAGE_SIZE,
  type MailboxMessage,
  type MailboxPage,
  type MailboxUnreadCount,
} from '@wps/shared-types';
import { PageQuery } from '../common/paging.query.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { MailboxService } from './mailbox.service.js';

class MailboxPageDto extends PageQuery(MAILBOX_PAGE_SIZE) {}

/** The member's mailbox (MAILBOX_PATHS). */
@ApiTags('mailbox')
@Controller('wps/member/mailbox')
export class MailboxController {
  constructor(private readonly mailbox: MailboxService) {}

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's messages, newest first" })
  messages(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: MailboxPageDto,
  ): Promise<MailboxPage> {
    return this.mailbox.page(member.memberId, query.pageNo, query.pageSize);
  }

  @Get('unread-count')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Unread messages (the header badge)' })
  unreadCount(@CurrentMember() member: AuthenticatedMember): Promise<MailboxUnreadCount> {
    return this.mailbox.unreadCount(member.memberId);
  }

  @Put('read-all')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Marks every message read' })
  readAll(@CurrentMember() member: AuthenticatedMember): Promise<MailboxUnreadCount> {
    return this.mailbox.readAll(member.memberId);
  }

  @Put(':id/read')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Marks one message read' })
  read(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 400 })) id: number,
  ): Promise<MailboxMessage> {
    return this.mailbox.read(member.memberId, id);
  }

  @Delete(':id')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "Deletes one of the member's messages" })
  remove(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 400 })) id: number,
  ): Promise<MailboxUnreadCount> {
    return this.mailbox.remove(member.memberId, id);
  }
}
