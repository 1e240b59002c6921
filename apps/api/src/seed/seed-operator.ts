import type { Prisma } from '../generated/prisma/client.js';
import type { ModuleSeed, SeedFiles } from './seed-files.js';

type Transaction = Prisma.TransactionClient;

/**
 * The operator and its content: merchant, domains, module tree, registration rules, VIP ranks,
 * member labels, banners, announcements, help centre, resources and customer-service channels.
 * Rows are matched by their natural keys and updated in place, so running it again changes
 * nothing.
 * Returns the merchant id.
 */
export async function seedOperator(tx: Transaction, files: SeedFiles): Promise<number> {
  const { merchant: seed } = files;
  const fields = {
    name: seed.name,
    currencyCode: seed.currencyCode,
    currencySymbol: seed.currencySymbol,
    currencyDecimals: seed.currencyDecimals,
    defaultLanguage: seed.defaultLanguage,
    languages: seed.languages,
    timezone: seed.timezone,
    routeGuard: seed.routeGuard,
    sliderVerification: seed.sliderVerification,
    minimumAge: seed.minimumAge,
    passwordExpiryDays: seed.passwordExpiryDays,
    gtagId: seed.gtagId,
    imageCdns: seed.imageCDNs,
    launchGameCdns: seed.launchGameCDNs,
    settings: seed.settings as Prisma.InputJsonObject,
  };
  const merchant = await tx.merchant.upsert({
    where: { code: seed.code },
    create: { code: seed.code, ...fields },
    update: fields,
    select: { id: true },
  });
  const merchantId = merchant.id;

  for (const domain of seed.domains) {
    const values = { merchantId, speed: domain.speed, isPrimary: domain.isPrimary };
    await tx.merchantDomain.upsert({
      where: { host: domain.host },
      create: { host: domain.host, ...values },
      update: values,
    });
  }

  await upsertModules(tx, merchantId, seed.modules, null);

  for (const rule of seed.registerRules) {
    const { field, ...values } = rule;
    await tx.registrationFieldRule.upsert({
      where: { merchantId_field: { merchantId, field } },
      create: { merchantId, field, ...values },
      update: values,
    });
  }

  for (const rank of files.vipRanks) {
    const values = {
      labelName: rank.labelName,
      color: rank.color,
      requirements: rank.requirements as Prisma.InputJsonObject,
    };
    await tx.vipRank.upsert({
      where: { merchantId_rankLevel: { merchantId, rankLevel: rank.rankLevel } },
      create: { merchantId, rankLevel: rank.rankLevel, ...values },
      update: values,
    });
  }

  for (const label of files.memberLabels) {
    await tx.memberLabel.upsert({
      where: { merchantId_name: { merchantId, name: label.name } },
      create: { merchantId, name: label.name, color: label.color },
      update: { color: label.color },
    });
  }

  // Banners and announcements have no unique key in the schema; the caller holds the seed lock,
  // so matching on (group, order) and (type, language, order) cannot race another seed. Seeded
  // banners show in every language: a banner an operator made for one language is not theirs.
  for (const banner of files.banners) {
    const values = {
      imagePath: banner.image,
      title: banner.title,
      linkageType: banner.linkageType,
      linkageTarget: banner.linkageTarget,
    };
    const existing = await tx.banner.findFirst({
      where: { merchantId, groupName: banner.group, language: null, sortOrder: banner.order },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    if (existing) await tx.banner.update({ where: { id: existing.id }, data: values });
    else {
      await tx.banner.create({
        data: { merchantId, groupName: banner.group, sortOrder: banner.order, ...values },
      });
    }
  }

  for (const announcement of files.announcements) {
    for (const [language, text] of Object.entries(announcement.texts)) {
      const values = { title: text.title, content: text.content, imagePath: announcement.image };
      const key = { merchantId, type: announcement.type, language, sortOrder: announcement.order };
      const existing = await tx.announcement.findFirst({
        where: key,
        select: { id: true },
        orderBy: { id: 'asc' },
      });
      if (existing) await tx.announcement.update({ where: { id: existing.id }, data: values });
      else await tx.announcement.create({ data: { ...key, ...values } });
    }
  }

  for (const category of files.helpCentre) {
    const values = { sortOrder: category.order, titles: category.titles };
    const { id: categoryId } = await tx.helpCategory.upsert({
      where: { merchantId_code: { merchantId, code: category.code } },
      create: { merchantId, code: category.code, ...values },
      update: values,
      select: { id: true },
    });
    for (const article of category.articles) {
      const articleValues = { sortOrder: article.order, texts: article.texts };
      await tx.helpArticle.upsert({
        where: { categoryId_code: { categoryId, code: article.code } },
        create: { categoryId, code: article.code, ...articleValues },
        update: articleValues,
      });
    }
  }

  for (const resource of files.resources) {
    const values = { url: resource.url, qrCodeUrl: resource.qrCodeUrl, sortOrder: resource.order };
    await tx.resource.upsert({
      where: { merchantId_resourceType: { merchantId, resourceType: resource.resourceType } },
      create: { merchantId, resourceType: resource.resourceType, ...values },
      update: values,
    });
  }

  for (const channel of files.customerService) {
    await tx.customerServiceChannel.upsert({
      where: { merchantId_csType: { merchantId, csType: channel.csType } },
      create: { merchantId, csType: channel.csType, name: channel.name, path: channel.path },
      update: { name: channel.name, path: channel.path },
    });
  }
  return merchantId;
}

async function upsertModules(
  tx: Transaction,
  merchantId: number,
  modules: readonly ModuleSeed[],
  parentId: number | null,
): Promise<void> {
  for (const [index, module] of modules.entries()) {
    const values = { name: module.name, enabled: module.enabled, parentId, sortOrder: index + 1 };
    const saved = await tx.whiteLabelModule.upsert({
      where: { merchantId_code: { merchantId, code: module.code } },
      create: { merchantId, code: module.code, ...values },
      update: values,
      select: { id: true },
    });
    await upsertModules(tx, merchantId, module.children, saved.id);
  }
}
