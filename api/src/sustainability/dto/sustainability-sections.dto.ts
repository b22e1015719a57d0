import { PartialType } from '@nestjs/swagger';
import {
  COMMITMENT_COLOR_OPTIONS,
  HEART_MAX_COMMITMENTS,
  HEART_MAX_METRICS,
  HEART_MAX_SECTIONS,
  type Commitment,
  type CommitmentColor,
  type CsrCard,
  type CsrImpactItem,
  type HeartMetric,
  type HeartSection,
  type InnovationTransformation,
  type SocialResponsibility,
  type SustainabilityFooter,
  type SustainabilityHeart,
  type SustainabilityHero,
  type SustainabilityMissionPoint,
  type SustainabilityVisionMission,
} from '@pharma/shared/content';
import { LabelledStatDto, VisionPointDto } from '../../about/dto/about-sections.dto.js';
import { MetaDto } from '../../platform/validation/meta.dto.js';
import { NestedItemDto } from '../../platform/validation/nested-item.dto.js';
import { sameFields } from '../../platform/validation/contract.js';
import { Flag, GradientColours, Nested, OneOf, RichText, Text, WebAddress } from '../../platform/validation/fields.js';

/* The sustainability page renders every description as HTML (public-site §2): all are sanitized. */

export class SustainabilityHeroDto extends MetaDto implements SustainabilityHero {
  @Text() title!: string;
  @RichText({ optional: true }) description!: string;
  @WebAddress({ optional: true, allowEmpty: true }) backgroundImage!: string;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<SustainabilityHeroDto, SustainabilityHero>(true);

export class SustainabilityMissionPointDto extends NestedItemDto implements SustainabilityMissionPoint {
  @Text() text!: string;
}
sameFields<SustainabilityMissionPointDto, SustainabilityMissionPoint>(true);

export class SustainabilityVisionMissionDto extends MetaDto implements SustainabilityVisionMission {
  @Text({ optional: true, allowEmpty: true }) sectionTitle!: string;
  @Text({ optional: true, allowEmpty: true }) sectionSubtitle!: string;
  @Text() visionTitle!: string;
  @Text({ optional: true, allowEmpty: true }) visionSubtitle!: string;
  @RichText({ optional: true }) visionDescription!: string;
  @Nested(() => VisionPointDto, { optional: true, each: true }) visionPoints!: VisionPointDto[];
  @Text() missionTitle!: string;
  @Text({ optional: true, allowEmpty: true }) missionSubtitle!: string;
  @Nested(() => SustainabilityMissionPointDto, { optional: true, each: true }) missionPoints!: SustainabilityMissionPointDto[];
  @Nested(() => LabelledStatDto, { optional: true, each: true }) stats!: LabelledStatDto[];
}
sameFields<SustainabilityVisionMissionDto, SustainabilityVisionMission>(true);

export class HeartMetricDto implements HeartMetric {
  @Text({ max: 100 }) title!: string;
  @Text({ optional: true, allowEmpty: true, max: 300 }) subtitle!: string;
}
sameFields<HeartMetricDto, HeartMetric>(true);

export class HeartSectionDto implements HeartSection {
  @Text() title!: string;
  @RichText({ optional: true }) description!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon!: string;
  @WebAddress({ optional: true, allowEmpty: true }) image!: string;
  @Nested(() => HeartMetricDto, { optional: true, each: true, max: HEART_MAX_METRICS }) metrics!: HeartMetricDto[];
}
sameFields<HeartSectionDto, HeartSection>(true);

export class CommitmentDto implements Commitment {
  @Text() title!: string;
  @Text({ optional: true, allowEmpty: true }) subtitle!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon!: string;
  @OneOf(COMMITMENT_COLOR_OPTIONS, { optional: true }) color!: CommitmentColor;
}
sameFields<CommitmentDto, Commitment>(true);

export class HeartDto extends MetaDto implements SustainabilityHeart {
  @Flag({ optional: true }) isActive!: boolean;
  @Text() mainTitle!: string;
  @Text({ optional: true, allowEmpty: true }) mainSubtitle!: string;
  @Nested(() => HeartSectionDto, { optional: true, each: true, max: HEART_MAX_SECTIONS }) sections!: HeartSectionDto[];
  @Nested(() => CommitmentDto, { optional: true, each: true, max: HEART_MAX_COMMITMENTS }) commitments!: CommitmentDto[];
}
sameFields<HeartDto, SustainabilityHeart>(true);

export class InnovationTransformationDto extends MetaDto implements InnovationTransformation {
  @Flag({ optional: true }) isActive!: boolean;
  @Text() sectionTitle!: string;
  @RichText({ optional: true }) sectionDescription!: string;
}
sameFields<InnovationTransformationDto, InnovationTransformation>(true);

export class CsrCardDto extends NestedItemDto implements CsrCard {
  @Text() cardTitle!: string;
  @Text({ optional: true, allowEmpty: true }) cardSubtitle!: string;
  @RichText({ optional: true }) cardDescription!: string;
  @Text({ optional: true, allowEmpty: true }) highlightText!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon!: string;
  @GradientColours({ optional: true }) gradientColors!: string;
}
sameFields<CsrCardDto, CsrCard>(true);

export class CsrImpactItemDto extends NestedItemDto implements CsrImpactItem {
  @Text() title!: string;
  @RichText({ optional: true }) description!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon!: string;
  @GradientColours({ optional: true }) gradientColors!: string;
}
sameFields<CsrImpactItemDto, CsrImpactItem>(true);

export class SocialDto extends MetaDto implements SocialResponsibility {
  @Flag({ optional: true }) isActive!: boolean;
  @Text() sectionTitle!: string;
  @RichText({ optional: true }) sectionDescription!: string;
  @Nested(() => CsrCardDto, { optional: true, each: true }) csrCards!: CsrCardDto[];
  @Text({ optional: true, allowEmpty: true }) csrImpactTitle!: string;
  @RichText({ optional: true }) csrImpactDescription!: string;
  @Nested(() => CsrImpactItemDto, { optional: true, each: true }) csrImpactItems!: CsrImpactItemDto[];
}
sameFields<SocialDto, SocialResponsibility>(true);

export class FooterDto extends MetaDto implements SustainabilityFooter {
  @Flag({ optional: true }) isActive!: boolean;
  @WebAddress({ optional: true, allowEmpty: true }) backgroundImageUrl!: string;
  @Text() title!: string;
  @Text({ optional: true, allowEmpty: true }) subtitle!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) ctaIcon!: string;
  @Text({ optional: true, allowEmpty: true, max: 200 }) ctaText!: string;
}
sameFields<FooterDto, SustainabilityFooter>(true);

export class SustainabilityHeroUpdateDto extends PartialType(SustainabilityHeroDto) {}
export class SustainabilityVisionMissionUpdateDto extends PartialType(SustainabilityVisionMissionDto) {}
export class HeartUpdateDto extends PartialType(HeartDto) {}
export class InnovationTransformationUpdateDto extends PartialType(InnovationTransformationDto) {}
export class SocialUpdateDto extends PartialType(SocialDto) {}
export class FooterUpdateDto extends PartialType(FooterDto) {}
