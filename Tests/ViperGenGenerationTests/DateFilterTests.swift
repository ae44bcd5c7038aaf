import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenEngine
@testable import ViperGenGeneration

/// Liquid's `date` filter (Ruby's strftime), in UTC, matching Liquid's output byte for byte. Expected outputs come from Ruby's Liquid 5.4 (the reference implementation) on the same
/// templates and `FilterExamples.variables`; many are Liquid's documented examples.
@Suite struct DateFilterTests {
    @Test(arguments: [
        (
            "{{ \"2015-07-17\" | date: \"%a, %b %d, %y\" }}|{{ \"March 14, 2016\" | date: \"%b %d, %y\" }}|{{ date | date: \"%Y\" }}",
            "Fri, Jul 17, 15|Mar 14, 16|2026"
        ),
        (
            "{{ \"2026-11-22\" | date: \"%a %A %b %B %c %C %d %D %e %F %g %G %h %H %I %j %k %l %L %m %M %N %p %P %r %R %s %S %T %u %U %V %w %W %x %X %y %Y %z %Z %%\" }}",
            "Sun Sunday Nov November Sun Nov 22 00:00:00 2026 20 22 11/22/26 22 2026-11-22 26 2026 Nov 00 12 326  0 12 000 11 00 000000000 AM am 12:00:00 AM 00:00 1795305600 00 00:00:00 7 47 47 0 46 11/22/26 00:00:00 26 2026 +0000 UTC %"
        ),
        (
            "{{ \"2026-03-04T05:06:07.123456789+05:30\" | date: \"%H:%M:%S %z %:z %::z %Z %s %L %N %3N %6L\" }}",
            "05:06:07 +0530 +05:30 +05:30:00  1772580967 123 123456789 123 123456"
        ),
        (
            "{{ \"2026-11-22 13:05:09 -0800\" | date: \"%F %T %z|%Z|%I %p %l\" }}|{{ \"2026-11-22T13:05:09Z\" | date: \"%H %z %Z\" }}|{{ \"2026-11-22 7:05\" | date: \"%F %T\" }}",
            "2026-11-22 13:05:09 -0800||01 PM  1|13 +0000 UTC|2026-11-22 07:05:00"
        ),
        (
            "{{ \"22/11/2026\" | date: \"%d.%m.%Y\" }}|{{ \"Nov 22, 2026 10:30\" | date: \"%F %T\" }}|{{ \"22 November 2026\" | date: \"%F\" }}|{{ \"Sunday, November 22, 2026\" | date: \"%F\" }}",
            "22.11.2026|2026-11-22 10:30:00|2026-11-22|2026-11-22"
        ),
        (
            "{{ 0 | date: \"%Y-%m-%d %H:%M:%S\" }}|{{ \"1700000000\" | date: \"%F %T\" }}|{{ -5 | date: \"%F %T\" }}|{{ 951782400 | date: \"%F %j %U %W %V\" }}",
            "1970-01-01 00:00:00|2023-11-14 22:13:20|1969-12-31 23:59:55|2000-02-29 060 09 09 09"
        ),
        (
            "{{ \"Mar 4 2016\" | date: \"%-d|%e|%_m|%^b|%#B|%10Y|%-H|%^a|%-5d|%05e|%_3H|%-y|%^p|%#p|%0e|%-j|%3%|%10%|%-%\" }}",
            "4| 4| 3|MAR|MARCH|0000002016|0|FRI|4|00004|  0|16|AM|am|04|64|  %|         %|%"
        ),
        (
            "{{ \"2026-11-22\" | date: \"%Q|%E|%Ez|%Oy|%OY|%:Y|%-Q|%5Q|%Ey|%Od|%:H|%-C|%10C|%G%g\" }}",
            "%Q|%E|%Ez|26|%OY|%:Y|%-Q|%5Q|26|22|%:H|20|0000000020|202626"
        ),
        (
            "{{ \"2021-01-03\" | date: \"%U %W %V %G %g %j %u %w\" }}|{{ \"2020-12-31\" | date: \"%U %W %V %G %j\" }}|{{ \"2027-01-01\" | date: \"%V %G\" }}|{{ \"2026-12-28\" | date: \"%V %G\" }}",
            "01 00 53 2020 20 003 7 0|52 52 53 2020 366|53 2026|53 2026"
        ),
        (
            "{{ \"2026-11-22\" | date: \"%v\" }}|{{ \"2026-11-22\" | date: \"\" }}|{{ \"\" | date: \"%Y\" }}|{{ none | date: \"%Y\" }}|{{ \"2024-02-29\" | date: \"%F %a\" }}|{{ \"1999-12-31 23:59:59\" | date: \"%c\" }}",
            "22-NOV-2026|2026-11-22|||2024-02-29 Thu|Fri Dec 31 23:59:59 1999"
        ),
        (
            "{{ \"2026-11-22\" | date: \"%10z|%10Z|%^Z|%_10a|%010a\" }}",
            "+000000000|       UTC|UTC|       Sun|0000000Sun"
        ),
        (
            "{{ \"2026-11-22 -0800\" | date: \"%F %T %z\" }}|{{ \"2026-11-22 13:05 +08\" | date: \"%F %T %z\" }}|{{ \"2026-11-22T13:05:09.5\" | date: \"%F %T %L\" }}|{{ \"2026-11-22 13:05:09 utc\" | date: \"%T %Z\" }}",
            "2026-11-22 00:00:00 +0000|2026-11-22 13:05:00 +0800|2026-11-22 13:05:09 500|13:05:09 UTC"
        ),
    ])
    func dateFilter(template: String, expected: String) throws {
        #expect(try render(template, FilterExamples.variables) == expected)
    }

    /// viper-gen's `date` variable is text (`2026-11-22`, from `SOURCE_DATE_EPOCH` or today); the filter reads it.
    @Test func formatsTheGenerationDateVariable() throws {
        let date = GenerationDate(secondsSinceEpoch: 1_795_305_600).iso8601
        #expect(
            try render("{{ date | date: \"%Y\" }}|{{ date | date: \"%d/%m/%Y\" }}", ["date": .string(date)])
                == "2026|22/11/2026")
    }

    /// `now` and `today` are the time the caller renders at; the engine reads no clock and no environment.
    @Test func nowIsTheTimeTheRenderWasGiven() throws {
        let template = try LiquidTemplate(
            parsing: "{{ 'now' | date: '%s' }}|{{ 'Today' | date: '%Y-%m-%d %H:%M' }}", name: "now.liquid")
        #expect(try template.render([:], now: 1_795_348_800) == "1795348800|2026-11-22 12:00")
        #expect(
            throws: TemplateError(
                .filterInput(
                    filter: "date",
                    message: "'now' needs the time of the run, and this template was rendered without one"),
                at: ViperGenEngine.SourceLocation(
                    file: "now.liquid", line: 1, column: 12,
                    lineText: "{{ 'now' | date: '%s' }}|{{ 'Today' | date: '%Y-%m-%d %H:%M' }}"))
        ) { try template.render([:]) }
    }
}
